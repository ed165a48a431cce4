import type { Kysely } from "kysely";
import type { Database } from "~/infra/db.server";

// When the events or the resource library last changed, for the calendar feed's Last-Modified
// and the sitemap's <lastmod>: the latest edit of a row, or of a staff change that leaves no
// newer row behind (hiding and deleting are in the audit log).

const kinds = { events: "event", resources: "resource" } as const;

export type ChangingTable = keyof typeof kinds;

export async function lastChangeOf(
  db: Kysely<Database>,
  table: ChangingTable,
): Promise<Date | undefined> {
  const [row, audited] = await Promise.all([
    db
      .selectFrom(table)
      .select((eb) => eb.fn.max("updated_at").as("at"))
      .executeTakeFirst(),
    db
      .selectFrom("audit_log")
      .select((eb) => eb.fn.max("created_at").as("at"))
      .where("record_kind", "=", kinds[table])
      .executeTakeFirst(),
  ]);
  const latest = [row?.at, audited?.at]
    .filter((at): at is string => typeof at === "string" && at !== "")
    .sort()
    .at(-1);
  return latest ? new Date(latest) : undefined;
}
