import { CompiledQuery, sql, type Compilable, type Kysely } from "kysely";
import { beforeAll, expect, test } from "vitest";
import type { Database, DatabaseKind } from "~/infra/db.server";
import { inboxSearchQuery } from "~/services/messages/inbox.server";
import { auditActors } from "~/services/staff/audit.server";
import { auditActorIds, rareName } from "../../scripts/bench-scale/record-rows";
import { fillRecords } from "../../scripts/bench-scale/records";
import { describeEachDatabase } from "../support/databases";
import { cases, now } from "../support/list-plan-cases";

// Every staff list reads by an index (decision 026): the plan of each query the pages build,
// compiled from the services themselves, uses the index meant for it, never reads the whole
// table, and (where the order is the index's) never sorts every matching row. On SQLite that is
// EXPLAIN QUERY PLAN without statistics, as the site runs; on PostgreSQL, EXPLAIN after VACUUM
// ANALYZE with sequential scans priced out (enable_seqscan = off), so a plan that could only
// scan the table still shows it.

async function planOf(db: Kysely<Database>, kind: DatabaseKind, query: Compilable) {
  const { sql: text, parameters } = query.compile();
  if (kind === "sqlite") {
    const result = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${text}`, [...parameters]),
    );
    return result.rows.map((row) => row.detail);
  }
  return db.connection().execute(async (connection) => {
    await sql`set enable_seqscan = off`.execute(connection);
    try {
      const result = await connection.executeQuery<{ "QUERY PLAN": string }>(
        CompiledQuery.raw(`explain ${text}`, [...parameters]),
      );
      return result.rows.map((row) => row["QUERY PLAN"]);
    } finally {
      await sql`reset enable_seqscan`.execute(connection);
    }
  });
}

describeEachDatabase("list plans", (getDb, kind) => {
  beforeAll(async () => {
    await fillRecords(
      getDb(),
      {
        messages: 8_000,
        subscribers: 6_000,
        events: 400,
        resources: 10,
        seasons: 1,
        changesPerSeason: 20,
        audit: 4_000,
        outbox: 2_000,
      },
      { now },
    );
    // PostgreSQL: what autovacuum soon does after a load (statistics, and the trigram index's
    // pending entries merged into it). SQLite is left as the site leaves it: without ANALYZE.
    if (kind === "postgres") await sql`vacuum analyze`.execute(getDb());
  }, 120_000);

  for (const each of cases) {
    test(each.name, async () => {
      const plan = await planOf(getDb(), kind, each.query(getDb()));
      const text = plan.join("\n");
      const names = [each.index].flat();
      if (kind === "sqlite") {
        // "SCAN messages" alone is the whole table; "SCAN … USING INDEX" walks an index in order
        // and stops at the page's end.
        expect(text, text).not.toMatch(new RegExp(`^SCAN ${each.table}$`, "m"));
        // A search reads the FTS5 table (joined as "s") newest id first, and each match by its id.
        const used = names.map((name) =>
          name.endsWith("_search") ? "SCAN s VIRTUAL TABLE INDEX" : `INDEX ${name}`,
        );
        expect(
          used.some((index) => text.includes(index)),
          text,
        ).toBe(true);
        if (names.some((name) => name.endsWith("_search")))
          expect(text, text).toContain(`SEARCH ${each.table} USING INTEGER PRIMARY KEY`);
        if (each.ordered) expect(text, text).not.toContain("TEMP B-TREE FOR ORDER BY");
      } else {
        expect(text, text).not.toMatch(new RegExp(`Seq Scan on ${each.table}\\b`));
        const used = names.map(
          (name) =>
            new RegExp(
              `(Index Scan|Index Only Scan)( Backward)? using ${name}\\b|Bitmap Index Scan on ${name}\\b`,
            ),
        );
        expect(
          used.some((index) => index.test(text)),
          text,
        ).toBe(true);
      }
    });
  }

  test("a search finds the rows the slow way finds, and nothing else", async () => {
    const found = await inboxSearchQuery(
      getDb(),
      { state: "all" },
      rareName.toUpperCase(),
      undefined,
      1_000,
    ).execute();
    const expected = await getDb()
      .selectFrom("messages")
      .select("id")
      .where("last_name", "=", rareName)
      .orderBy("id", "desc")
      .execute();
    expect(found.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    expect(found.length).toBeGreaterThan(0);
  });

  test("the log's people: each once, by the name of their latest entry", async () => {
    const actors = await auditActors(getDb());
    expect(actors.map((actor) => actor.id).toSorted()).toEqual([...auditActorIds].toSorted());
    for (const { id, actor } of actors)
      expect(actor).toBe(`Staff ${id.slice(-1)} <${id}@example.com>`);
  });
});
