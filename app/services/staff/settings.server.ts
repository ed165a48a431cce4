import type { Kysely } from "kysely";
import type { Database } from "~/infra/db.server";
import { recordAudit, type Actor } from "./audit.server";

// The studio's security settings, kept in the settings table. Only an owner changes them.

const requireTwoFactorName = "require_two_factor";

/** Whether every staff account must sign in with a second factor. */
export async function isTwoFactorRequired(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom("settings")
    .select("value")
    .where("name", "=", requireTwoFactorName)
    .executeTakeFirst();
  return row?.value === "true";
}

export async function setTwoFactorRequired(
  db: Kysely<Database>,
  actor: Actor,
  required: boolean,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await isTwoFactorRequired(trx);
    if (before === required) return;
    const now = new Date().toISOString();
    await trx
      .insertInto("settings")
      .values({ name: requireTwoFactorName, value: String(required), updated_at: now })
      .onConflict((oc) =>
        oc.column("name").doUpdateSet({ value: String(required), updated_at: now }),
      )
      .execute();
    await recordAudit(trx, actor, {
      action: required ? "required two-factor" : "stopped requiring two-factor",
      recordKind: "setting",
      recordId: requireTwoFactorName,
      summary: required
        ? "Two-step sign-in is now required of every account"
        : "Two-step sign-in is no longer required",
      changes: { [requireTwoFactorName]: [before, required] },
    });
  });
}
