import { createHmac, timingSafeEqual } from "node:crypto";
import { symmetricDecrypt } from "better-auth/crypto";
import { sql, type Kysely } from "kysely";
import type { Auth } from "~/infra/auth.server";
import type { Database } from "~/infra/db.server";

// An authenticator code is taken once (RFC 6238 §5.2). Better Auth accepts a code of the current
// 30-second step or one either side, and would accept it again; so before it checks a code, the
// step the code belongs to is taken for the account in one statement, and a code whose step is
// not newer than the last one taken is refused. Two parallel uses of one code: one wins.

const periodSeconds = 30;
const digits = 6;

/** RFC 4226's HOTP value for a counter, as Better Auth's authenticator codes are made. */
export function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", key).update(message).digest();
  const offset = (mac.at(-1) ?? 0) & 0xf;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 10 ** digits).padStart(digits, "0");
}

function sameCode(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The step (now, or one either side) whose code this is, for the key; null when none. */
export function stepOfCode(key: Buffer, code: string, now = Date.now()): number | null {
  const current = Math.floor(now / 1000 / periodSeconds);
  let matched: number | null = null;
  // Every step is computed, whichever matches, so the time taken says nothing.
  for (const step of [current - 1, current, current + 1]) {
    if (sameCode(code, hotp(key, step)) && matched === null) matched = step;
  }
  return matched;
}

async function keyOf(auth: Auth, encrypted: string): Promise<Buffer> {
  const context = await auth.$context;
  return Buffer.from(
    await symmetricDecrypt({ key: context.secretConfig, data: encrypted }),
    "utf8",
  );
}

export type CodeClaim = "taken" | "used-before" | "not-a-code";

/**
 * Takes the account's authenticator code before Better Auth checks it: "taken" when it is a
 * code of now and no code of its step or a later one was taken; "used-before" when one was;
 * "not-a-code" when it matches no step (Better Auth then refuses and counts it as it does).
 */
export async function takeAuthenticatorCode(
  auth: Auth,
  db: Kysely<Database>,
  userId: string,
  code: string,
  now = Date.now(),
): Promise<CodeClaim> {
  const row = await db
    .selectFrom("staff_two_factors")
    .select(["id", "secret"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return "not-a-code";
  const step = stepOfCode(await keyOf(auth, row.secret), code, now);
  if (step === null) return "not-a-code";
  const taken = await db
    .updateTable("staff_two_factors")
    .set({ last_code_step: step })
    .where("id", "=", row.id)
    .where((eb) =>
      eb.or([eb("last_code_step", "is", null), eb("last_code_step", "<", sql<number>`${step}`)]),
    )
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) > 0 ? "taken" : "used-before";
}
