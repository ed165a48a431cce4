import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/infra/db-tables";

// A number per kind of data that rises with every change to it, kept in the database so every
// process and every instance on that database agrees on it. Whatever is worked out from the data
// and kept (a process's copy of the seasons, a page's finished HTML) is kept with the number it
// was made at, and thrown away when the number has moved on.

/** The schedule (seasons, classes, closures, changes); events; courses, camps, prices, competitions. */
export type DataName = "schedule" | "events" | "offerings";

export async function dataVersion(db: Kysely<Database>, name: DataName): Promise<number> {
  const row = await db
    .selectFrom("data_versions")
    .select("version")
    .where("name", "=", name)
    .executeTakeFirst();
  return row?.version ?? 0;
}

/** Raises the number, inside the transaction that made the change. */
export async function raiseDataVersion(
  trx: Transaction<Database> | Kysely<Database>,
  name: DataName,
  at: Date,
): Promise<void> {
  const changedAt = at.toISOString();
  await trx
    .insertInto("data_versions")
    .values({ name, version: 1, changed_at: changedAt })
    .onConflict((oc) =>
      oc.column("name").doUpdateSet((eb) => ({
        version: eb("data_versions.version", "+", 1),
        changed_at: changedAt,
      })),
    )
    .execute();
}

const recheckMs = 1_000;

/**
 * Whether a read this process made at `checkedAt` still stands at `nowMs`: less than a second
 * ago, and not in the future (a clock set back).
 */
export function readRecently(checkedAt: number, nowMs: number): boolean {
  return nowMs - checkedAt < recheckMs && nowMs >= checkedAt;
}

type Known = { version: number; checkedAt: number };

const known = new WeakMap<Kysely<Database>, Map<DataName, Known>>();

/**
 * The data version as this process last read it, asked of the database at most once a second:
 * a change saved through any process on the same database is seen by every other within that
 * second. While the database does not answer, the number last read stands (a page keeps showing
 * what it showed rather than fail); with nothing read yet, the error is thrown.
 */
export async function recentDataVersion(db: Kysely<Database>, name: DataName): Promise<number> {
  const nowMs = Date.now();
  let byName = known.get(db);
  if (!byName) {
    byName = new Map();
    known.set(db, byName);
  }
  const last = byName.get(name);
  if (last && readRecently(last.checkedAt, nowMs)) return last.version;
  try {
    const version = await dataVersion(db, name);
    byName.set(name, { version, checkedAt: nowMs });
    return version;
  } catch (error) {
    if (last) return last.version;
    throw error;
  }
}

/**
 * What recentDataVersion would answer now without asking the database: the number read less
 * than a second ago, or undefined when it would ask.
 */
export function recentDataVersionKnown(db: Kysely<Database>, name: DataName): number | undefined {
  const last = known.get(db)?.get(name);
  return last && readRecently(last.checkedAt, Date.now()) ? last.version : undefined;
}

/** Forgets what this process read: the next read asks the database (after a change made here). */
export function forgetDataVersion(db: Kysely<Database>, name: DataName): void {
  known.get(db)?.delete(name);
}
