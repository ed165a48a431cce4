import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "~/infra/db.server";
import { logger } from "~/infra/logger.server";
import type { Spool } from "~/infra/spool.server";
import { sides } from "~/site-pages";
import { storeMessage } from "../messages/messages.server";
import type { ContactMessage } from "../messages/schema";
import { subscribe, type NewSubscriber } from "../subscribers/subscribers.server";

// What a visitor sends (a contact message, a newsletter sign-up) is kept before it is answered:
// in the database, or, while the database refuses writes, in the spool on disk. The spool is
// written into the database later, each entry exactly once.

export type Submission =
  { kind: "message"; payload: ContactMessage } | { kind: "sign-up"; payload: NewSubscriber };

/** Where a submission was kept; either way it is durable and may be acknowledged. */
export type Kept = "stored" | "spooled";

async function store(db: Kysely<Database>, submission: Submission, receivedAt: Date) {
  if (submission.kind === "message") await storeMessage(db, submission.payload, receivedAt);
  else await subscribe(db, submission.payload, receivedAt);
}

/**
 * Stores the submission, or spools it when the database will not take it. Throws only when
 * neither worked: then nothing is kept and the visitor must not be told it was.
 */
export async function keepSubmission(
  db: Kysely<Database>,
  spool: Spool,
  submission: Submission,
  receivedAt = new Date(),
): Promise<Kept> {
  try {
    await store(db, submission, receivedAt);
    return "stored";
  } catch (error) {
    logger.warn(
      { err: error, kind: submission.kind },
      "database refused a submission; spooling it",
    );
  }
  await spool.append(submission.kind, submission.payload, receivedAt);
  return "spooled";
}

// A spooled entry is read back from disk, so its shape is checked again before it is stored.
const spooledSubmission = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("message"),
    payload: z.object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phone: z.string(),
      message: z.string(),
      side: z.enum(sides),
    }),
  }),
  z.object({
    kind: z.literal("sign-up"),
    payload: z.object({ email: z.string(), side: z.enum(sides), sourcePage: z.string() }),
  }),
]);

export type Replay = { replayed: number; remaining: number };

/**
 * Writes spooled submissions into the database, oldest first. Each entry is recorded in
 * spool_replays in the same transaction as its row, so a second replay (another process, or a
 * crash before the file was removed) skips it. Stops at the first entry the database refuses.
 */
export async function replaySpool(db: Kysely<Database>, spool: Spool): Promise<Replay> {
  let replayed = 0;
  for (const entry of await spool.entries()) {
    const parsed = spooledSubmission.safeParse({ kind: entry.kind, payload: entry.payload });
    if (!parsed.success) {
      logger.error({ id: entry.id }, "a spooled submission is unreadable; it stays in the spool");
      continue;
    }
    try {
      await db.transaction().execute(async (trx) => {
        const claimed = await trx
          .insertInto("spool_replays")
          .values({ id: entry.id, kind: entry.kind, replayed_at: new Date().toISOString() })
          .onConflict((oc) => oc.column("id").doNothing())
          .executeTakeFirst();
        if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return;
        await store(trx, parsed.data, new Date(entry.receivedAt));
      });
    } catch (error) {
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
