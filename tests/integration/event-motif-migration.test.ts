import { sql } from "kysely";
import { afterEach, describe, expect, inject, test } from "vitest";
import type { DatabaseKind } from "~/infra/db.server";
import { migrateTo, migrateToLatest } from "~/infra/migrate.server";
import { listEvents } from "~/services/events/event-reads.server";
import { createTestDatabase, type TestDatabase } from "../support/databases";

// 0010-event-motif renames the events table's `image` column to `motif` on SQLite and
// PostgreSQL alike: events written before it keep their motif, and read as before.

const kinds: DatabaseKind[] = ["sqlite", "postgres"];

for (const kind of kinds) {
  describe.skipIf(kind === "postgres" && !inject("postgresUrl"))(`event motif [${kind}]`, () => {
    let fresh: TestDatabase | undefined;
    afterEach(async () => {
      await fresh?.dispose();
      fresh = undefined;
    });

    test("events stored as `image` keep their motif as `motif`", async () => {
      fresh = await createTestDatabase(kind, { migrate: false });
      const { db } = fresh;
      await migrateTo(db, "0009-sign-in-steps");
      const stamp = "2025-09-01T12:00:00.000Z";
      await sql`
        insert into events (slug, title, event_date, tags, registration_status, image, created_at, updated_at)
        values
          ('sword-workshop', 'Sword Workshop', '2025-09-27T19:00:00.000Z', '[]', 'open', 'sword', ${stamp}, ${stamp}),
          ('movie-night', 'Movie Night', '2025-11-30T00:00:00.000Z', '[]', 'soon', null, ${stamp}, ${stamp})
      `.execute(db);

      expect(await migrateToLatest(db)).toEqual([
        "0010-event-motif",
        "0011-seasons",
        "0012-offerings",
        "0013-list-indexes",
      ]);

      const columns = (await db.introspection.getTables())
        .find((table) => table.name === "events")
        ?.columns.map((column) => column.name);
      expect(columns).toContain("motif");
      expect(columns).not.toContain("image");
      const events = await listEvents(db);
      expect(events.map((event) => [event.slug, event.motif, event.startsAt])).toEqual([
        ["sword-workshop", "sword", "2025-09-27T19:00:00.000Z"],
        ["movie-night", null, "2025-11-30T00:00:00.000Z"],
      ]);
    });
  });
}
