import pg from "pg";
import {
  findPostgresBinDir,
  freePort,
  startPostgres,
  type PostgresCluster,
} from "../support/postgres";
import { holdWriteLock } from "../support/sqlite-lock";
import { freshSite, type Site } from "./durability-site";
import { expect, test } from "./fixtures";
import { CookieJar, passwordStep, postForm } from "./sign-in-http";
import { addTestStaff } from "./staff-helpers";

// A save in the staff's schedule while another process holds the database: the owner is told
// the database is busy (503, Retry-After) with every value typed still in the form, nothing is
// half written, and the same form saved again once the lock is gone is saved once. A save over
// someone else's newer one is refused the same way, naming what they changed. A price on the
// Prices page is kept as typed the same way.

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

const binDir = findPostgresBinDir();
let cluster: PostgresCluster | undefined;

test.beforeAll(async () => {
  if (binDir) cluster = await startPostgres(binDir);
});
test.afterAll(async () => {
  await cluster?.stop();
});

const typed = {
  id: "",
  version: "",
  day: "Thursday",
  start: "19:00",
  end: "19:45",
  name: "Evening Kata",
  audience: "Adults, all belts",
  kind: "advanced",
  instructor: "",
  note: "Bring a water bottle",
};

async function hold(site: Site, table = "season_classes"): Promise<() => Promise<void>> {
  if (site.kind === "sqlite") {
    const lock = await holdWriteLock(site.databaseUrl.replace(/^file:/, ""), 60_000);
    return async () => {
      lock.release();
      await lock.released;
    };
  }
  const holder = new pg.Client({ connectionString: site.databaseUrl });
  await holder.connect();
  await holder.query("begin");
  await holder.query(`lock table ${table} in exclusive mode`);
  return async () => {
    await holder.query("rollback");
    await holder.end();
  };
}

for (const kind of ["sqlite", "postgres"] as const) {
  test(`a class saved while the database is locked [${kind}]: 503 with the values kept, then saved once`, async () => {
    test.skip(
      kind === "postgres" && !binDir && !process.env.CI,
      "PostgreSQL is not installed here",
    );
    const site = await freshSite(kind, cluster);
    try {
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const server = await site.start({
        PORT: String(port),
        SITE_URL: origin,
        DATABASE_BUSY_TIMEOUT_MS: "500",
      });
      const owner = await addTestStaff("owner", site.db);
      const jar = new CookieJar();
      const options = { jar, headers: { Origin: origin } };
      expect((await passwordStep(origin, owner, options)).status).toBe(302);
      const season = await site.db.selectFrom("seasons").select("id").executeTakeFirstOrThrow();
      const url = `${server.url}/admin/schedule/${season.id}/classes/new`;
      const countOf = async () =>
        (
          await site.db
            .selectFrom("season_classes")
            .select("id")
            .where("name", "=", typed.name)
            .execute()
        ).length;
      const revisions = async () =>
        (await site.db.selectFrom("revisions").select("id").execute()).length;
      const revisionsBefore = await revisions();

      const release = await hold(site);
      let locked;
      try {
        locked = await postForm(url, typed, options);
      } finally {
        await release();
      }
      expect(locked.status).toBe(503);
      expect(Number(locked.retryAfter)).toBeGreaterThan(0);
      expect(locked.body).toContain("The database is busy for a moment");
      // Every value typed is back in the form.
      for (const value of [
        "Evening Kata",
        "Adults, all belts",
        "19:00",
        "19:45",
        "Bring a water bottle",
      ])
        expect(locked.body).toContain(`value="${value}"`);
      expect(await countOf()).toBe(0);
      expect(await revisions()).toBe(revisionsBefore);

      const saved = await postForm(url, typed, options);
      expect(saved.status).toBe(302);
      expect(saved.location).toContain("notice=class-saved");
      expect(await countOf()).toBe(1);
      expect(await revisions()).toBe(revisionsBefore + 1);

      // Two people edit the class from the same page: the second save names what the first
      // changed and keeps what the second typed.
      const { id } = await site.db
        .selectFrom("season_classes")
        .select("id")
        .where("name", "=", typed.name)
        .executeTakeFirstOrThrow();
      const edit = `${server.url}/admin/schedule/${season.id}/classes/${id}`;
      const first = await postForm(
        edit,
        { ...typed, id, version: "1", name: "Evening Kata II" },
        options,
      );
      expect(first.status).toBe(302);
      const second = await postForm(edit, { ...typed, id, version: "1", start: "19:15" }, options);
      expect(second.status).toBe(409);
      expect(second.body).toContain("Someone changed the class name since you opened this page");
      expect(second.body).toContain('value="19:15"');

      // A price on the Prices page, the same way: busy, kept as typed, then saved once.
      const prices = `${server.url}/admin/offerings/prices`;
      const price = { id: "aerial-single", version: "1", price: "$31" };
      const releasePrice = await hold(site, "offerings");
      let lockedPrice;
      try {
        lockedPrice = await postForm(prices, price, options);
      } finally {
        await releasePrice();
      }
      expect(lockedPrice.status).toBe(503);
      expect(lockedPrice.body).toContain('value="$31"');
      const stored = async () =>
        JSON.parse(
          (
            await site.db
              .selectFrom("offerings")
              .select("data")
              .where("id", "=", "aerial-single")
              .executeTakeFirstOrThrow()
          ).data,
        ) as { cents: number };
      expect((await stored()).cents).toBe(3000);
      const savedPrice = await postForm(prices, price, options);
      expect(savedPrice.status).toBe(302);
      expect(savedPrice.location).toContain("notice=price-saved");
      expect((await stored()).cents).toBe(3100);
    } finally {
      await site.dispose();
    }
  });
}
