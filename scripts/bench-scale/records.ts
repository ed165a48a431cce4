import type { Insertable, Kysely } from "kysely";
import type { Database } from "~/infra/db.server";
import { raiseDataVersion } from "~/services/data-version.server";
import {
  auditRow,
  eventRow,
  messageRow,
  outboxRow,
  resourceRow,
  seeded,
  subscriberRow,
  type Random,
} from "./record-rows.ts";
import { seasonRows, seasonYears } from "./season-rows.ts";

// Fills a migrated database with a studio's years of records through its own tables: batched
// multi-row inserts, several batches to a transaction, from one seed (the same seed, the same
// rows). Used by `npm run bench:scale` and, much smaller, by the list-plans test.

export type RecordCounts = {
  messages: number;
  subscribers: number;
  events: number;
  resources: number;
  seasons: number;
  changesPerSeason: number;
  audit: number;
  outbox: number;
};

/** The full numbers ("10×"). */
export const fullCounts: RecordCounts = {
  messages: 100_000,
  subscribers: 50_000,
  events: 2_000,
  resources: 500,
  seasons: 5,
  changesPerSeason: 150,
  audit: 200_000,
  outbox: 20_000,
};

/** A tenth of every count (at least one season). */
export function scaled(counts: RecordCounts, factor: number): RecordCounts {
  const of = (n: number) => Math.max(1, Math.round(n * factor));
  return {
    messages: of(counts.messages),
    subscribers: of(counts.subscribers),
    events: of(counts.events),
    resources: of(counts.resources),
    seasons: of(counts.seasons),
    changesPerSeason: counts.changesPerSeason,
    audit: of(counts.audit),
    outbox: of(counts.outbox),
  };
}

/** Rows per insert statement, and statements per transaction. */
const batchRows = 400;
const batchesPerTransaction = 25;

type Table = "messages" | "subscribers" | "events" | "resources" | "audit_log" | "outbox";

async function insertMany<T extends Table>(
  db: Kysely<Database>,
  table: T,
  count: number,
  row: (i: number) => Insertable<Database[T]>,
): Promise<void> {
  const perTransaction = batchRows * batchesPerTransaction;
  for (let start = 0; start < count; start += perTransaction) {
    await db.transaction().execute(async (trx) => {
      const end = Math.min(count, start + perTransaction);
      for (let from = start; from < end; from += batchRows) {
        const rows = Array.from({ length: Math.min(batchRows, end - from) }, (_, n) =>
          row(from + n),
        );
        // The rows of one table are all of its insert type; Kysely cannot name that generically.
        await trx
          .insertInto(table)
          .values(rows as never)
          .execute();
      }
    });
  }
}

async function insertSeasons(
  db: Kysely<Database>,
  random: Random,
  counts: RecordCounts,
  now: Date,
): Promise<void> {
  for (const year of seasonYears(now, counts.seasons)) {
    const rows = seasonRows(random, year, counts.changesPerSeason, now);
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("seasons").values(rows.season).execute();
      await trx.insertInto("season_classes").values(rows.classes).execute();
      await trx.insertInto("season_closures").values(rows.closures).execute();
      for (let from = 0; from < rows.changes.length; from += batchRows) {
        await trx
          .insertInto("class_changes")
          .values(rows.changes.slice(from, from + batchRows))
          .execute();
      }
      await raiseDataVersion(trx, "schedule", now);
    });
  }
}

/** Adds the records to `db` (migrated, seeded or not). Returns how long it took, in seconds. */
export async function fillRecords(
  db: Kysely<Database>,
  counts: RecordCounts,
  { now = new Date(), seed = 20_261_127 }: { now?: Date; seed?: number } = {},
): Promise<number> {
  const started = performance.now();
  const random = seeded(seed);
  const at = now.getTime();
  await insertMany(db, "messages", counts.messages, (i) =>
    messageRow(random, i, counts.messages, at),
  );
  await insertMany(db, "subscribers", counts.subscribers, (i) =>
    subscriberRow(random, i, counts.subscribers, at),
  );
  const firstSubscriber = await db
    .selectFrom("subscribers")
    .select((eb) => eb.fn.min<number>("id").as("id"))
    .executeTakeFirstOrThrow();
  const firstId = Number(firstSubscriber.id ?? 1);
  await insertMany(db, "outbox", counts.outbox, (i) =>
    outboxRow(random, i, counts.outbox, at, firstId + (i % counts.subscribers)),
  );
  await insertMany(db, "events", counts.events, (i) => eventRow(random, i, counts.events, at));
  await insertMany(db, "resources", counts.resources, (i) => resourceRow(random, i, at));
  await insertMany(db, "audit_log", counts.audit, (i) => auditRow(random, i, counts.audit, at));
  await insertSeasons(db, random, counts, now);
  return (performance.now() - started) / 1000;
}
