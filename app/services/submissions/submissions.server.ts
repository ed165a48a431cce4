import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "~/infra/db.server";
import { logger } from "~/infra/logger.server";
import { submissionId, type Spool } from "~/infra/spool.server";
import { sides } from "~/site-pages";
import { deliveryConfig, type DeliveryConfig } from "../delivery/config.server";
import { enqueue, wakeDeliveries, type NewDelivery } from "../delivery/outbox.server";
import { messageDeliveries, signUpDeliveries } from "../delivery/plans";
import { messagePage, storeMessage } from "../messages/messages.server";
import { keptMessage, type ContactMessage } from "../messages/schema";
import { subscribe, type NewSubscriber } from "../subscribers/subscribers.server";

// What a visitor sends (a contact message, a newsletter sign-up) is kept before it is answered:
// in the database, or, while the database refuses writes, in the spool on disk. The spool is
// written into the database later. Each submission has an id from the start, stored with its
// row, so it is stored exactly once whichever way it arrives. Its deliveries to outside services
// are written to the outbox in the same transaction as its row (services/delivery/).

export type Submission =
  { kind: "message"; payload: ContactMessage } | { kind: "sign-up"; payload: NewSubscriber };

/** Where a submission was kept; either way it is durable and may be acknowledged. */
export type Kept = "stored" | "spooled";

let lastRefusal: number | undefined;

/** When the database last refused a submission in this process (epoch ms), for /healthz. */
export function lastRefusedAt(): number | undefined {
  return lastRefusal;
}

/**
 * Stores the submission under its id in one transaction: its row, and its id in
 * kept_submissions. Returns false when that id was stored before (nothing is written again).
 */
async function storeOnce(
  db: Kysely<Database>,
  id: string,
  submission: Submission,
  receivedAt: Date,
  config: DeliveryConfig,
): Promise<boolean> {
  const stored = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("kept_submissions")
      .values({ id, kind: submission.kind, kept_at: new Date().toISOString() })
      .onConflict((oc) => oc.column("id").doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await enqueue(trx, await storeAndPlan(trx, submission, receivedAt, config));
    return true;
  });
  if (stored) wakeDeliveries();
  return stored;
}

/** Stores the submission's row and says what must be delivered of it. */
async function storeAndPlan(
  db: Kysely<Database>,
  submission: Submission,
  receivedAt: Date,
  config: DeliveryConfig,
): Promise<NewDelivery[]> {
  if (submission.kind === "message") {
    const message = submission.payload;
    const messageId = await storeMessage(db, message, receivedAt);
    return messageDeliveries(config, messageId, {
      ...message,
      page: messagePage(message.side),
      receivedAt: receivedAt.toISOString(),
    });
  }
  const { email, side } = submission.payload;
  const signUp = await subscribe(db, submission.payload, receivedAt);
  if (signUp.change === "none") return [];
  return signUpDeliveries(config, signUp.id, {
    email: email.trim().toLowerCase(),
    side,
    resubscribe: signUp.change === "back",
  });
}

/**
 * Stores the submission, or spools it when the database will not take it. Throws only when
 * neither worked: then nothing is kept and the visitor must not be told it was. The id is given
 * before the first try, so a store that committed but was answered with an error (a connection
 * lost at the commit) and its spooled copy are still one submission.
 */
export async function keepSubmission(
  db: Kysely<Database>,
  spool: Spool,
  submission: Submission,
  receivedAt = new Date(),
  config: DeliveryConfig = deliveryConfig(),
): Promise<Kept> {
  const id = submissionId(receivedAt);
  try {
    await storeOnce(db, id, submission, receivedAt, config);
    return "stored";
  } catch (error) {
    lastRefusal = Date.now();
    logger.warn(
      { err: error, kind: submission.kind },
      "database refused a submission; spooling it",
    );
  }
  await spool.append({
    id,
    kind: submission.kind,
    payload: submission.payload,
    receivedAt: receivedAt.toISOString(),
  });
  return "spooled";
}

// A spooled entry is read back from disk, so its shape is checked again before it is stored.
const spooledSubmission = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("message"),
    payload: keptMessage,
  }),
  z.object({
    kind: z.literal("sign-up"),
    payload: z.object({ email: z.string(), side: z.enum(sides), sourcePage: z.string() }),
  }),
]);

export type Replay = { replayed: number; remaining: number };

/** True for an error about what an entry holds, which no retry will mend. */
function refusedForItsContent(error: unknown): boolean {
  if (error instanceof RangeError || error instanceof TypeError) return true;
  if (typeof error !== "object" || error === null) return false;
  // SQLite: a constraint or a datatype mismatch; PostgreSQL: a data or integrity error.
  const sqlite = "errcode" in error && typeof error.errcode === "number" ? error.errcode & 0xff : 0;
  const postgres = "code" in error && typeof error.code === "string" ? error.code : "";
  return sqlite === 19 || sqlite === 20 || /^2[23]/.test(postgres);
}

/**
 * Writes spooled submissions into the database, oldest first, each under its id (a second replay,
 * in another process or after a crash before the file was removed, finds it stored). Stops at the
 * first entry the database refuses; an entry it refuses for what it holds is set aside instead.
 */
export async function replaySpool(
  db: Kysely<Database>,
  spool: Spool,
  config: DeliveryConfig = deliveryConfig(),
): Promise<Replay> {
  let replayed = 0;
  for (const entry of await spool.entries()) {
    const parsed = spooledSubmission.safeParse({ kind: entry.kind, payload: entry.payload });
    const receivedAt = new Date(entry.receivedAt);
    if (!parsed.success || Number.isNaN(receivedAt.getTime())) {
      await spool.reject(entry.id, "the entry does not hold a message or sign-up");
      continue;
    }
    try {
      await storeOnce(db, entry.id, parsed.data, receivedAt, config);
    } catch (error) {
      if (refusedForItsContent(error)) {
        await spool.reject(entry.id, error instanceof Error ? error.message : String(error));
        continue;
      }
      logger.warn({ err: error }, "the database still refuses spooled submissions");
      break;
    }
    await spool.remove(entry.id);
    replayed += 1;
  }
  const remaining = await spool.depth();
  if (replayed > 0) logger.info({ replayed, remaining }, "spooled submissions stored");
  return { replayed, remaining };
}
