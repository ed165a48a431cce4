import { DatabaseSync } from "node:sqlite";
import { sql } from "kysely";
import pg from "pg";
import { findPostgresBinDir, startPostgres, type PostgresCluster } from "../support/postgres";
import { holdWriteLock } from "../support/sqlite-lock";
import {
  expectEachOnce,
  freshSite,
  health,
  postMessage,
  rowsPerEmail,
  type Site,
  waitUntilSpoolEmpty,
} from "./durability-site";
import { expect, test } from "./fixtures";

// Nothing a visitor is told was sent is ever lost or stored twice, whatever happens to the
// server or the database: the production server in its own process, on SQLite and (where it is
// installed) PostgreSQL, killed mid-burst, locked out by another process, refused writes, and
// sent a thousand posts at once.

test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

const binDir = findPostgresBinDir();
let cluster: PostgresCluster | undefined;

test.beforeAll(async () => {
  if (binDir) cluster = await startPostgres(binDir);
});
test.afterAll(async () => {
  await cluster?.stop();
});

for (const kind of ["sqlite", "postgres"] as const) {
  test.describe(`durability [${kind}]`, () => {
    test.skip(kind === "postgres" && !binDir, "PostgreSQL is not installed here");
    let site: Site;
    test.beforeEach(async () => {
      site = await freshSite(kind, cluster);
    });
    test.afterEach(async () => {
      await site.dispose();
    });

    test("kill -9 during a burst of posts: every acknowledged post is there after a restart", async () => {
      const server = await site.start();
      const acknowledged: string[] = [];
      const inFlight: Promise<void>[] = [];
      let sent = 0;
      // Twenty visitors post one after another until the server dies under them.
      const killed = (async () => {
        await expect.poll(() => acknowledged.length, { timeout: 60_000 }).toBeGreaterThan(100);
        await server.kill("SIGKILL");
      })();
      for (let visitor = 0; visitor < 20; visitor++) {
        inFlight.push(
          (async () => {
            for (;;) {
              sent += 1;
              const { email, status } = await postMessage(server, "burst");
              if (status >= 200 && status < 300) acknowledged.push(email);
              if (status === 0 || sent > 5000) return;
            }
          })(),
        );
      }
      await killed;
      await Promise.all(inFlight);
      const restarted = await site.start();
      await waitUntilSpoolEmpty(restarted);
      expectEachOnce(await rowsPerEmail(site.db, acknowledged));
      await restarted.kill("SIGTERM");
      if (kind === "sqlite") {
        const file = new DatabaseSync(site.databaseUrl.replace(/^file:/, ""), { readOnly: true });
        expect(file.prepare("pragma integrity_check").get()).toEqual({ integrity_check: "ok" });
        file.close();
      }
      test.info().annotations.push({
        type: "figures",
        description: `${sent} posts sent, ${acknowledged.length} acknowledged before kill -9, none lost`,
      });
    });

    test("a lock held by another process, two worker processes: posts are acknowledged, spooled and stored once; pages keep answering", async () => {
      // Two workers, so both wait on the lock, both spool, and both replay the one spool.
      const server = await site.start({ DATABASE_BUSY_TIMEOUT_MS: "500", WEB_CONCURRENCY: "2" });
      let release: () => Promise<void>;
      if (kind === "sqlite") {
        const lock = await holdWriteLock(site.databaseUrl.replace(/^file:/, ""), 60_000);
        release = async () => {
          lock.release();
          await lock.released;
        };
      } else {
        const holder = new pg.Client({ connectionString: site.databaseUrl });
        await holder.connect();
        await holder.query("begin");
        await holder.query("lock table messages in access exclusive mode");
        release = async () => {
          await holder.query("rollback");
          await holder.end();
        };
      }
      const posts = await Promise.all(
        Array.from({ length: 20 }, () => postMessage(server, "locked")),
      );
      // Pages read from memory or from the database while the write lock is held elsewhere.
      const started = performance.now();
      const pages = await Promise.all(
        ["/", "/events", "/karate"].map((page) => fetch(`${server.url}${page}`)),
      );
      const pagesTook = performance.now() - started;
      const during = await health(server);
      await release();
      expect(posts.map((post) => post.status)).toEqual(posts.map(() => 200));
      expect(pages.map((page) => page.status)).toEqual([200, 200, 200]);
      // Generous: a frozen event loop would hold them for the whole lock.
      expect(pagesTook).toBeLessThan(2000);
      expect(during).toMatchObject({ status: "degraded", spooled: 20, rejected: 0 });
      await waitUntilSpoolEmpty(server);
      expectEachOnce(
        await rowsPerEmail(
          site.db,
          posts.map((post) => post.email),
        ),
      );
    });

    test("a database that refuses writes: posts are spooled, survive a kill -9, and are stored once", async () => {
      const server = await site.start();
      let restore: () => Promise<void>;
      if (kind === "sqlite") {
        await sql`alter table messages rename to messages_away`.execute(site.db);
        restore = async () => {
          await sql`alter table messages_away rename to messages`.execute(site.db);
        };
      } else {
        const name = new URL(site.databaseUrl).pathname.slice(1);
        await sql`alter database ${sql.id(name)} set default_transaction_read_only = on`.execute(
          site.db,
        );
        // The server's open connections take the setting when they are replaced.
        await sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = ${name} and pid <> pg_backend_pid()`.execute(site.db);
        restore = async () => {
          await sql`alter database ${sql.id(name)} reset default_transaction_read_only`.execute(
            site.db,
          );
        };
      }
      const posts = [];
      for (let i = 0; i < 10; i++) posts.push(await postMessage(server, "refused"));
      expect(posts.map((post) => post.status)).toEqual(posts.map(() => 200));
      expect(await health(server)).toMatchObject({ status: "degraded", spooled: 10, rejected: 0 });
      // The process dies with the spool full; what it acknowledged is on disk.
      await server.kill("SIGKILL");
      await restore();
      const restarted = await site.start();
      await waitUntilSpoolEmpty(restarted);
      expectEachOnce(
        await rowsPerEmail(
          site.db,
          posts.map((post) => post.email),
        ),
      );
    });

    test("1,000 posts at once: every acknowledged post has exactly one row", async () => {
      const server = await site.start();
      const posts = await Promise.all(
        Array.from({ length: 1000 }, () => postMessage(server, "crowd")),
      );
      const acknowledged = posts.filter((post) => post.status === 200);
      const refused = posts.filter((post) => post.status !== 200);
      // A server this busy may time a connection out before reading it (408): refused, never
      // answered wrongly, never a 5xx or a dropped connection.
      expect(new Set(refused.map((post) => post.status))).toEqual(
        new Set(refused.length > 0 ? [408] : []),
      );
      expect(acknowledged.length).toBeGreaterThan(500);
      await waitUntilSpoolEmpty(server);
      expectEachOnce(
        await rowsPerEmail(
          site.db,
          acknowledged.map((post) => post.email),
        ),
      );
      // What was refused was not kept either.
      const refusedRows = await rowsPerEmail(
        site.db,
        refused.map((post) => post.email),
      );
      expect([...refusedRows.values()].every((count) => count === 0)).toBe(true);
      test.info().annotations.push({
        type: "figures",
        description: `${acknowledged.length} of 1,000 acknowledged, each stored once`,
      });
    });
  });
}
