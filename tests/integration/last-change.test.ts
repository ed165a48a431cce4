import { beforeEach, expect, test } from "vitest";
import { lastChangeOf, lastEventEnded } from "~/services/last-change.server";
import { commandLine, recordAudit } from "~/services/staff/audit.server";
import { describeEachDatabase } from "../support/databases";

// When the events and the documents last changed (the events feed's Last-Modified and the
// sitemap's dates), on SQLite and PostgreSQL alike: the latest edit of a row, or a later staff
// change that leaves no row behind.

describeEachDatabase("last change", (getDb) => {
  beforeEach(async () => {
    await getDb().deleteFrom("events").execute();
    await getDb().deleteFrom("resources").execute();
    await getDb().deleteFrom("audit_log").execute();
  });

  const event = (slug: string, updatedAt: string) => ({
    slug,
    title: slug,
    event_date: "2026-12-12T20:00:00.000Z",
    tags: "[]",
    registration_status: "soon" as const,
    hidden: 0,
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: updatedAt,
  });

  const resource = (title: string, updatedAt: string) => ({
    title,
    category: "Handbooks",
    file_name: `${title}.pdf`,
    file_url: `/resources/files/handbooks/${title}.pdf`,
    storage_key: `handbooks/${title}.pdf`,
    file_size: 10,
    file_type: "application/pdf",
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: updatedAt,
  });

  test("nothing yet: no date", async () => {
    expect(await lastChangeOf(getDb(), "events")).toBeUndefined();
    expect(await lastChangeOf(getDb(), "resources")).toBeUndefined();
  });

  test("the latest edit of a row, each table on its own", async () => {
    await getDb()
      .insertInto("events")
      .values([event("a", "2026-03-01T10:00:00.000Z"), event("b", "2026-05-01T10:00:00.000Z")])
      .execute();
    await getDb()
      .insertInto("resources")
      .values(resource("handbook", "2026-04-01T10:00:00.000Z"))
      .execute();
    expect(await lastChangeOf(getDb(), "events")).toEqual(new Date("2026-05-01T10:00:00.000Z"));
    expect(await lastChangeOf(getDb(), "resources")).toEqual(new Date("2026-04-01T10:00:00.000Z"));
  });

  test("a later staff change of the same kind counts, even with no row left", async () => {
    await getDb().insertInto("events").values(event("a", "2026-03-01T10:00:00.000Z")).execute();
    const entry = { action: "delete", recordId: 1, summary: "Deleted" };
    await recordAudit(
      getDb(),
      commandLine,
      { ...entry, recordKind: "event" },
      new Date("2026-06-01T00:00:00.000Z"),
    );
    await recordAudit(
      getDb(),
      commandLine,
      { ...entry, recordKind: "resource" },
      new Date("2026-07-01T00:00:00.000Z"),
    );
    // A change to something else does not.
    await recordAudit(
      getDb(),
      commandLine,
      { ...entry, recordKind: "message" },
      new Date("2026-08-01T00:00:00.000Z"),
    );
    expect(await lastChangeOf(getDb(), "events")).toEqual(new Date("2026-06-01T00:00:00.000Z"));
    expect(await lastChangeOf(getDb(), "resources")).toEqual(new Date("2026-07-01T00:00:00.000Z"));
  });

  test("the last event to end before now, not hidden: the pages listing events change then", async () => {
    const now = new Date("2026-06-01T12:00:00.000Z");
    await getDb()
      .insertInto("events")
      .values([
        // Ended at 11:00 on May 30.
        {
          ...event("earlier", "2026-01-01T00:00:00.000Z"),
          event_date: "2026-05-30T10:00:00.000Z",
          duration_minutes: 60,
        },
        // No length: ended as it began, on May 31.
        {
          ...event("no-length", "2026-01-01T00:00:00.000Z"),
          event_date: "2026-05-31T09:00:00.000Z",
        },
        // Still going at noon.
        {
          ...event("going", "2026-01-01T00:00:00.000Z"),
          event_date: "2026-06-01T11:00:00.000Z",
          duration_minutes: 120,
        },
        // To come, and hidden.
        { ...event("later", "2026-01-01T00:00:00.000Z"), event_date: "2026-07-01T10:00:00.000Z" },
        {
          ...event("hidden", "2026-01-01T00:00:00.000Z"),
          event_date: "2026-06-01T08:00:00.000Z",
          hidden: 1,
        },
      ])
      .execute();
    expect(await lastEventEnded(getDb(), now)).toEqual(new Date("2026-05-31T09:00:00.000Z"));
    expect(await lastEventEnded(getDb(), new Date("2026-05-01T00:00:00.000Z"))).toBeUndefined();
  });
});
