import { beforeEach, expect, test } from "vitest";
import { listAudit } from "~/services/staff/audit.server";
import {
  createEvent,
  deleteEvent,
  findManagedEvent,
  setEventHidden,
  updateEvent,
} from "~/services/events/events.server";
import { eventsForPage, listEvents, upcomingEvents } from "~/services/events/event-reads.server";
import { eventSchema, type EventInput } from "~/services/events/schema";
import {
  changeMessage,
  countUnread,
  deleteMessage,
  inboxCsvRows,
  listInbox,
} from "~/services/messages/inbox.server";
import { storeMessage } from "~/services/messages/messages.server";
import {
  countSignUpsSince,
  eraseSubscriber,
  findSubscribers,
  subscribe,
  unsubscribe,
} from "~/services/subscribers/subscribers.server";
import {
  undoableUnsubscribe,
  undoUnsubscribe,
  undoUnsubscribeMinutes,
} from "~/services/subscribers/subscriber-undo.server";
import { describeEachDatabase } from "../support/databases";

// What the staff area changes, on SQLite and PostgreSQL alike: events, the inbox and the
// subscribers, each change with its audit entry.

const actor = { id: "staff-1", name: "Test Teacher", email: "teacher@example.com" };

function eventInput(fields: Record<string, string>): EventInput {
  const parsed = eventSchema.safeParse({
    title: "Moon Viewing",
    date: "2031-09-20",
    time: "18:30",
    registrationStatus: "soon",
    ...fields,
  });
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return parsed.data;
}

describeEachDatabase("staff records", (getDb) => {
  beforeEach(async () => {
    for (const table of ["events", "messages", "subscribers", "audit_log"] as const) {
      await getDb().deleteFrom(table).execute();
    }
  });

  test("events: created in New York time, edited, hidden from the site, deleted; each audited", async () => {
    const id = await createEvent(getDb(), actor, eventInput({ tags: "Family, Outdoors, Family" }));
    const created = await findManagedEvent(getDb(), id);
    expect(created).toMatchObject({
      slug: "moon-viewing",
      startsAt: "2031-09-20T22:30:00.000Z",
      tags: ["Family", "Outdoors"],
      hidden: false,
    });
    // The same title again gets a slug of its own.
    const copy = await createEvent(getDb(), actor, eventInput({ hidden: "on" }));
    expect((await findManagedEvent(getDb(), copy))?.slug).toBe("moon-viewing-2");
    expect((await listEvents(getDb())).map((event) => event.id)).toEqual([id]);

    // The form sends every field; only the ones that differ are recorded.
    const edit = eventInput({ title: "Moon Viewing Night", tags: "Family, Outdoors" });
    expect(await updateEvent(getDb(), actor, id, edit)).toBe(true);
    expect(await setEventHidden(getDb(), actor, id, true)).toBe("changed");
    // Hidden already: nothing changes, and nothing is offered to undo.
    expect(await setEventHidden(getDb(), actor, id, true)).toBe("unchanged");
    expect(await listEvents(getDb())).toEqual([]);
    expect(await upcomingEvents(getDb(), { now: new Date("2030-01-01") })).toEqual([]);
    expect(await deleteEvent(getDb(), actor, id)).toBe(true);
    expect(await deleteEvent(getDb(), actor, id)).toBe(false);
    expect(await updateEvent(getDb(), actor, id, eventInput({}))).toBe(false);

    const actions = (await listAudit(getDb(), { kind: "event" })).map((entry) => entry.action);
    expect(actions).toEqual(["deleted", "hid", "edited", "created", "created"]);
    const [, , edited] = await listAudit(getDb(), { kind: "event" });
    expect(edited?.changes).toEqual({ title: ["Moon Viewing", "Moon Viewing Night"] });
  });

  test("events: an open registration needs a link and a price; bad values are refused", () => {
    const open = eventSchema.safeParse({
      title: "Open",
      date: "2031-01-01",
      time: "10:00",
      registrationStatus: "open",
    });
    expect(open.success).toBe(false);
    for (const fields of [
      { date: "2031-13-45x" },
      { time: "25:00" },
      { durationMinutes: "0" },
      { registrationUrl: "javascript:alert(1)" },
      { price: "-5" },
      { tags: Array.from({ length: 9 }, (_, n) => `tag${n}`).join(",") },
    ]) {
      const parsed = eventSchema.safeParse({
        title: "Event",
        date: "2031-01-01",
        time: "10:00",
        registrationStatus: "soon",
        ...fields,
      });
      expect(parsed.success, JSON.stringify(fields)).toBe(false);
    }
  });

  test("events: the page lists upcoming ones first, then past ones, most recent first", async () => {
    const at = (date: string) => createEvent(getDb(), actor, eventInput({ title: date, date }));
    await at("2031-01-01");
    await at("2020-01-01");
    await at("2032-01-01");
    await at("2021-01-01");
    const { upcoming, past } = await eventsForPage(getDb(), new Date("2026-11-24T12:00:00Z"));
    expect(upcoming.map((event) => event.title)).toEqual(["2031-01-01", "2032-01-01"]);
    expect(past.map((event) => event.title)).toEqual(["2021-01-01", "2020-01-01"]);
  });

  test("inbox: filters, literal search, read and archived states, delete, CSV rows", async () => {
    const base = { lastName: "", phone: "(718) 555-0100" };
    const first = await storeMessage(getDb(), {
      ...base,
      firstName: "Ada",
      email: "ada@example.com",
      message: "100% ready for class_one",
      side: "karate",
    });
    await storeMessage(getDb(), {
      ...base,
      firstName: "Bo",
      email: "bo@example.com",
      message: "Hello",
      side: "yoga",
    });
    expect(await countUnread(getDb())).toBe(2);
    expect((await listInbox(getDb(), { query: "100%" })).map((m) => m.id)).toEqual([first]);
    // "%" and "_" match themselves, not any text.
    expect(await listInbox(getDb(), { query: "_" })).toHaveLength(1);
    expect(await listInbox(getDb(), { query: "%" })).toHaveLength(1);
    expect(await listInbox(getDb(), { query: "ADA@" })).toHaveLength(1);
    expect(await listInbox(getDb(), { side: "yoga" })).toHaveLength(1);

    await changeMessage(getDb(), actor, first, "read");
    expect(await countUnread(getDb())).toBe(1);
    expect((await listInbox(getDb(), { state: "read" })).map((m) => m.id)).toEqual([first]);
    await changeMessage(getDb(), actor, first, "archive");
    expect(await listInbox(getDb(), { state: "read" })).toEqual([]);
    expect((await listInbox(getDb(), { state: "archived" })).map((m) => m.id)).toEqual([first]);

    const rows = await inboxCsvRows(getDb(), { state: "archived" });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.slice(1, 9)).toEqual([
      "Ada",
      "",
      "ada@example.com",
      "(718) 555-0100",
      "karate",
      "/contact",
      "yes",
      "yes",
    ]);

    expect(await deleteMessage(getDb(), actor, first)).toBe(true);
    expect(await changeMessage(getDb(), actor, first, "read")).toBe(false);
    const actions = (await listAudit(getDb(), { kind: "message" })).map((entry) => entry.action);
    expect(actions).toEqual(["deleted", "marked archive", "marked read"]);
  });

  test("subscribers: filtered, unsubscribed, erased from every side, counted per side", async () => {
    await subscribe(getDb(), { email: "ada@example.com", side: "karate", sourcePage: "/karate" });
    await subscribe(getDb(), { email: "ada@example.com", side: "yoga", sourcePage: "/yoga" });
    await subscribe(getDb(), { email: "bo@example.com", side: "yoga", sourcePage: "/yoga" });
    expect(await countSignUpsSince(getDb(), new Date(Date.now() - 60_000))).toEqual({
      karate: 1,
      yoga: 2,
    });
    const [karate] = await findSubscribers(getDb(), { side: "karate" });
    const karateId = karate?.id ?? 0;
    const done = await unsubscribe(getDb(), actor, karateId);
    if (done.outcome !== "unsubscribed") throw new Error("expected an unsubscribe");
    expect(await unsubscribe(getDb(), actor, karateId)).toEqual({ outcome: "already" });

    // Undo names the unsubscribe it takes back, and only within its minutes.
    expect(await undoUnsubscribe(getDb(), actor, karateId, "2020-01-01T00:00:00.000Z")).toBeNull();
    const late = new Date(Date.parse(done.at) + (undoUnsubscribeMinutes + 1) * 60_000);
    expect(await undoUnsubscribe(getDb(), actor, karateId, done.at, undefined, late)).toBeNull();
    expect(await undoableUnsubscribe(getDb(), karateId, done.at)).toMatchObject({
      email: "ada@example.com",
      side: "karate",
    });
    expect(await undoUnsubscribe(getDb(), actor, karateId, done.at)).toEqual({
      email: "ada@example.com",
      side: "karate",
    });
    expect(await undoableUnsubscribe(getDb(), karateId, done.at)).toBeNull();
    expect(await findSubscribers(getDb(), { state: "unsubscribed" })).toHaveLength(0);
    const again = await unsubscribe(getDb(), actor, karateId);
    expect(again.outcome).toBe("unsubscribed");
    expect(await findSubscribers(getDb(), { state: "unsubscribed" })).toHaveLength(1);
    expect(await findSubscribers(getDb(), { state: "subscribed", query: "ADA" })).toHaveLength(1);

    await eraseSubscriber(getDb(), actor, karateId);
    expect((await findSubscribers(getDb())).map((row) => row.email)).toEqual(["bo@example.com"]);
    const [erased] = await listAudit(getDb(), { kind: "subscriber" });
    expect(erased?.summary).not.toContain("ada@");
  });
});
