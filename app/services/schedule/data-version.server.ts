import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/infra/db-tables";

// A number per kind of data that rises with every change to it, kept in the database so every
// process and every instance on that database agrees on it. Whatever is worked out from the data
// and kept (a process's copy of the seasons, a page's finished HTML) is kept with the number it
// was made at, and thrown away when the number has moved on.

export type DataName = "schedule";

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
