import { afterAll, beforeAll, expect, inject, test } from "vitest";
import type { Kysely } from "kysely";
import { createDatabase, type Database } from "~/infra/db.server";
import { dojoTimeToUtc, localDateTime } from "~/model/times";
import { liveSchedule } from "~/services/schedule/live-schedule.server";
import { saveChange } from "~/services/schedule/season-edits.server";
import { loadSeasons } from "~/services/schedule/season-reads.server";
import { addFirstSeason } from "~/services/schedule/season-seed.server";
import { createTestDatabase, type TestDatabase } from "../support/databases";

// Two server processes on one PostgreSQL database, as two instances behind a load balancer
// are: each with its own connection pool and its own copy of the seasons. A change saved
// through one is seen through the other within two seconds, with nothing but the database
// between them.

const at = new Date(dojoTimeToUtc(localDateTime("2025-12-01", "12:00")));
let shared: TestDatabase | undefined;
let other: Kysely<Database> | undefined;

beforeAll(async () => {
  if (!inject("postgresUrl")) return;
  shared = await createTestDatabase("postgres");
  other = createDatabase(shared.url);
});

afterAll(async () => {
  await other?.destroy();
  await shared?.dispose();
});

test.skipIf(!inject("postgresUrl"))(
  "a cancellation saved through one process shows through the other within two seconds",
  async () => {
    if (!shared || !other) throw new Error("No PostgreSQL");
    const first = shared.db;
    await addFirstSeason(first, at);
    // The other process has read the schedule already, and keeps its copy.
    expect((await liveSchedule(other, at)).live?.season.changes).toEqual([]);

    const [season] = await loadSeasons(first);
    const beginners = season?.classes.find((c) => c.day === "Monday" && c.kind === "beginner");
    const saved = await saveChange(
      first,
      season?.id ?? "",
      { classId: beginners?.id ?? "", originalDate: "2025-12-08", kind: "cancelled", text: "Away" },
      { id: null, name: "Studio Owner", email: "" },
      at,
    );
    expect(saved.status).toBe("saved");

    const savedAt = Date.now();
    let seen = false;
    while (!seen && Date.now() - savedAt < 2_000) {
      seen = (await liveSchedule(other, at)).live?.season.changes.length === 1;
      if (!seen) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen).toBe(true);
  },
);
