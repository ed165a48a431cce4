import { sql } from "kysely";
import pg from "pg";
import { expect, inject, test } from "vitest";
import { createTestDatabase } from "../support/databases";

// PostgreSQL may end a connection at any time (a restart, a failover, an administrator). The
// server must carry on: the query under way fails, and the next one gets a new connection.

test.skipIf(!inject("postgresUrl"))(
  "a connection ended by the server, even one checked out, fails its query and stops nothing",
  async () => {
    const fresh = await createTestDatabase("postgres");
    const admin = new pg.Client({ connectionString: inject("postgresUrl") ?? "" });
    await admin.connect();
    try {
      const name = new URL(fresh.url).pathname.slice(1);
      let ended = () => {};
      const holding = new Promise<void>((resolve) => {
        ended = resolve;
      });
      // A transaction holds its connection between two queries while the server ends it.
      const transaction = fresh.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1",
          [name],
        );
        await holding;
        await sql`select 1`.execute(trx);
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      ended();
      await expect(transaction).rejects.toThrow();
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(fresh.db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await fresh.dispose();
    }
  },
);
