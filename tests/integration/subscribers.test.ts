import { sql } from "kysely";
import { beforeEach, expect, test } from "vitest";
import { createDatabase, isDatabaseReachable } from "~/infra/db.server";
import { migrateToLatest } from "~/infra/migrate.server";
import { listSubscribers, subscribe } from "~/services/subscribers/subscribers.server";
import { createTestDatabase, describeEachDatabase } from "../support/databases";

// The newsletter data layer must behave identically on SQLite and PostgreSQL.

describeEachDatabase("subscribers", (getDb, kind) => {
  beforeEach(async () => {
    // One database per suite; each test starts from an empty table.
    await getDb().deleteFrom("subscribers").execute();
  });

  test("migrations apply cleanly and a second run is a no-op", async () => {
    const fresh = await createTestDatabase(kind, { migrate: false });
    try {
      expect(await migrateToLatest(fresh.db)).toEqual([
        "0001-subscribers",
        "0002-events",
        "0003-messages",
        "0004-spool-and-rate-limits",
        "0005-subscribers-side",
        "0006-staff",
        "0007-resources",
        "0008-outbox",
        "0009-sign-in-steps",
        "0010-event-motif",
        "0011-seasons",
        "0012-offerings",
        "0013-list-indexes",
      ]);
      expect(await migrateToLatest(fresh.db)).toEqual([]);
      const tables = await fresh.db.introspection.getTables();
      const subscribers = tables.find((table) => table.name === "subscribers");
      expect(subscribers?.columns.map((column) => column.name).sort()).toEqual([
        "created_at",
        "email",
        "id",
        "side",
        "source_page",
        "unsubscribed_at",
      ]);
      const columnsOf = (name: string) =>
        tables
          .find((table) => table.name === name)
          ?.columns.map((column) => column.name)
          .sort();
      expect(columnsOf("outbox")).toEqual([
        "attempts",
        "claimed_until",
        "created_at",
        "failed_at",
        "give_up_at",
        "id",
        "kind",
        "last_error",
        "next_attempt_at",
        "payload",
        "record_id",
        "record_kind",
        "sent_at",
        "target",
      ]);
      expect(columnsOf("messages")).not.toContain("delivery_state");
    } finally {
      await fresh.dispose();
    }
  });

  test("subscribe stores a normalised row", async () => {
    await subscribe(getDb(), {
      email: "  Ada@Example.COM ",
      side: "karate",
      sourcePage: "/karate",
    });
    const rows = await listSubscribers(getDb());
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      email: "ada@example.com",
      side: "karate",
      source_page: "/karate",
      unsubscribed_at: null,
    });
    expect(new Date(row?.created_at ?? "").toISOString()).toBe(row?.created_at);
  });

  test("subscribing twice, even with different case and spacing, keeps one row", async () => {
    await subscribe(getDb(), {
      email: "ada@example.com",
      side: "yoga",
      sourcePage: "/",
    });
    await subscribe(getDb(), {
      email: " ADA@example.com  ",
      side: "yoga",
      sourcePage: "/yoga",
    });
    const rows = await listSubscribers(getDb());
    expect(rows).toHaveLength(1);
    expect(rows[0]?.source_page).toBe("/");
  });

  test("the same email in karate and yoga gives two rows", async () => {
    await subscribe(getDb(), {
      email: "ada@example.com",
      side: "karate",
      sourcePage: "/",
    });
    await subscribe(getDb(), {
      email: "ada@example.com",
      side: "yoga",
      sourcePage: "/",
    });
    const rows = await listSubscribers(getDb());
    expect(rows.map((row) => row.side).sort()).toEqual(["karate", "yoga"]);
  });

  test("the side check constraint rejects other sides", async () => {
    // Raw SQL because the typed builder would not even allow 'chess'.
    const insert = sql`insert into subscribers (email, side, source_page, created_at)
      values ('ada@example.com', 'chess', '/', ${new Date().toISOString()})`;
    await expect(insert.execute(getDb())).rejects.toThrow(/check/i);
    expect(await listSubscribers(getDb())).toHaveLength(0);
  });

  test("re-subscribing clears unsubscribed_at and keeps created_at", async () => {
    const email = "ada@example.com";
    await subscribe(getDb(), { email, side: "karate", sourcePage: "/" });
    await getDb()
      .updateTable("subscribers")
      .set({ unsubscribed_at: new Date().toISOString() })
      .where("email", "=", email)
      .execute();
    const [before] = await listSubscribers(getDb());
    expect(before?.unsubscribed_at).not.toBeNull();

    await subscribe(getDb(), { email, side: "karate", sourcePage: "/" });
    const rows = await listSubscribers(getDb());
    expect(rows).toHaveLength(1);
    expect(rows[0]?.unsubscribed_at).toBeNull();
    expect(rows[0]?.created_at).toBe(before?.created_at);
  });

  test("isDatabaseReachable is true for a live database and false once destroyed", async () => {
    expect(await isDatabaseReachable(getDb())).toBe(true);
    const fresh = await createTestDatabase(kind, { migrate: false });
    expect(await isDatabaseReachable(fresh.db)).toBe(true);
    await fresh.dispose();
    expect(await isDatabaseReachable(fresh.db)).toBe(false);
  });
});

test("isDatabaseReachable is false for a PostgreSQL server that is not there", async () => {
  // Port 1 refuses at once, so this stays fast.
  const db = createDatabase("postgres://127.0.0.1:1/x");
  try {
    expect(await isDatabaseReachable(db)).toBe(false);
  } finally {
    await db.destroy();
  }
});
