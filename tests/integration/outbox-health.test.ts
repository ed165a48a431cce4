import { expect, test } from "vitest";
import { enqueue } from "~/services/delivery/outbox.server";
import { outboxHealth } from "~/services/delivery/status.server";
import { describeEachDatabase } from "../support/databases";

// What /healthz says of the outbox, on both databases: deliveries waiting (and how long the
// oldest has), and those given up; a sent delivery is neither.

describeEachDatabase("the outbox on /healthz", (getDb) => {
  test("counts what waits and what was given up, and the oldest wait in seconds", async () => {
    const db = getDb();
    const at = new Date("2026-11-27T10:00:00Z");
    expect(await outboxHealth(db, at)).toEqual({
      pending: 0,
      oldestPendingSeconds: null,
      failed: 0,
    });
    const delivery = (recordId: number) => ({
      kind: "contact-form" as const,
      target: "form-service" as const,
      recordKind: "message" as const,
      recordId,
      payload: {},
    });
    await enqueue(db, [delivery(1)], new Date("2026-11-27T09:00:00Z"));
    await enqueue(db, [delivery(2), delivery(3)], new Date("2026-11-27T09:55:00Z"));
    await enqueue(db, [delivery(4)], new Date("2026-11-27T08:00:00Z"));
    const when = "2026-11-27T09:59:00.000Z";
    await db.updateTable("outbox").set({ sent_at: when }).where("record_id", "=", "4").execute();
    await db.updateTable("outbox").set({ failed_at: when }).where("record_id", "=", "3").execute();
    expect(await outboxHealth(db, at)).toEqual({
      pending: 2,
      oldestPendingSeconds: 3600,
      failed: 1,
    });
  });
});
