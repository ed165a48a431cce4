import { beforeEach, expect, test } from "vitest";
import {
  changeMessage,
  deleteMessage,
  inboxCsvHeader,
  inboxCsvRows,
} from "~/services/messages/inbox.server";
import { storeMessage } from "~/services/messages/messages.server";
import { listAudit, type Actor } from "~/services/staff/audit.server";
import {
  findSubscribers,
  subscribe,
  subscribersCsvHeader,
  subscribersCsvRows,
} from "~/services/subscribers/subscribers.server";
import { describeEachDatabase } from "../support/databases";

// What staff read about messages and sign-ups, on both databases: the audit log names a message
// by who sent it, not by its number, and the CSV exports write times in the studio's own zone
// with its offset (winter -05:00, summer -04:00), not in UTC.

const owner: Actor = { id: "owner-1", name: "Studio Owner", email: "owner@example.com" };

const alex = {
  firstName: "Alex",
  lastName: "park",
  email: "alex@example.com",
  phone: "(718) 555-0100",
  message: "Hello",
  side: "yoga" as const,
};

describeEachDatabase("messages and sign-ups in staff's words", (getDb) => {
  beforeEach(async () => {
    const db = getDb();
    await db.deleteFrom("messages").execute();
    await db.deleteFrom("subscribers").execute();
    await db.deleteFrom("audit_log").execute();
  });

  test("the audit log names a message by its sender", async () => {
    const db = getDb();
    const id = await storeMessage(db, alex);
    await changeMessage(db, owner, id, "read");
    await changeMessage(db, owner, id, "unread");
    await changeMessage(db, owner, id, "archive");
    await deleteMessage(db, owner, id);
    const noLastName = await storeMessage(db, { ...alex, lastName: "" });
    await changeMessage(db, owner, noLastName, "read");
    const summaries = (await listAudit(db, { kind: "message" })).map((entry) => entry.summary);
    expect(summaries.sort()).toEqual(
      [
        "Message from Alex P.: marked read",
        "Message from Alex P.: marked unread",
        "Message from Alex P.: archived",
        "Deleted the message from Alex P. <alex@example.com> (yoga)",
        "Message from Alex: marked read",
      ].sort(),
    );
  });

  test("the inbox export writes when a message came in New York time, with the offset", async () => {
    const db = getDb();
    await storeMessage(db, alex, new Date("2026-11-27T14:15:00.000Z"));
    await storeMessage(db, alex, new Date("2026-07-04T14:15:30.123Z"));
    const rows = await inboxCsvRows(db, {});
    expect(inboxCsvHeader[0]).toBe("Received");
    expect(rows.map((row) => row[0])).toEqual([
      "2026-11-27T09:15:00-05:00",
      "2026-07-04T10:15:30-04:00",
    ]);
  });

  test("the subscribers export writes when each signed up the same way", async () => {
    const db = getDb();
    await subscribe(
      db,
      { email: "grace@example.com", side: "karate", sourcePage: "/karate" },
      new Date("2026-01-02T03:04:05.000Z"),
    );
    const rows = subscribersCsvRows(await findSubscribers(db));
    expect(subscribersCsvHeader[3]).toBe("Signed Up");
    expect(rows[0]?.[3]).toBe("2026-01-01T22:04:05-05:00");
  });
});
