import { EventEmitter } from "node:events";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { onDeliveriesDue, wakeDeliveries } from "~/services/delivery/outbox.server";
import { startBackgroundWorkHere, wakePrimaryOnDeliveries } from "../../server/background-work.ts";

// In a cluster the primary process does the background work and a worker only tells it when
// deliveries it committed are due (server/background-work.ts, decision 039). The outbox's own
// wake-up is used on both sides; the cluster's channel is an EventEmitter here, as node:cluster
// is one.

const silent = pino({ level: "silent" });

describe("background work in a cluster", () => {
  it("a worker tells the primary each time its deliveries are due, until it stops", async () => {
    const sent: unknown[] = [];
    const stop = wakePrimaryOnDeliveries({ onDeliveriesDue }, (message) => sent.push(message));
    wakeDeliveries();
    wakeDeliveries();
    expect(sent).toEqual([{ type: "studio:deliveries-due" }, { type: "studio:deliveries-due" }]);
    await stop();
    wakeDeliveries();
    expect(sent).toHaveLength(2);
  });

  it("the primary runs the work once, wakes its delivery worker on a worker's message, and stops it", async () => {
    const workers = new EventEmitter();
    const calls: string[] = [];
    const stopListening = onDeliveriesDue(() => calls.push("delivery worker woken"));
    try {
      const stop = startBackgroundWorkHere(
        {
          startBackgroundWork() {
            calls.push("started");
            return async () => {
              calls.push("stopped");
            };
          },
          onDeliveriesDue,
          wakeDeliveries,
          logger: silent,
        },
        workers,
      );
      workers.emit("message", {}, { type: "studio:deliveries-due" });
      workers.emit("message", {}, { type: "studio:metrics-asked", id: 1 });
      workers.emit("message", {}, "studio:deliveries-due");
      expect(calls).toEqual(["started", "delivery worker woken"]);
      await stop();
      workers.emit("message", {}, { type: "studio:deliveries-due" });
      expect(calls).toEqual(["started", "delivery worker woken", "stopped"]);
      expect(workers.listenerCount("message")).toBe(0);
    } finally {
      stopListening();
    }
  });
});
