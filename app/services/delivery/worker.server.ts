import type { Kysely } from "kysely";
import type { Database } from "~/infra/db.server";
import type { Logger } from "pino";
import type { DeliveryConfig } from "./config.server";
import {
  claimDue,
  onDeliveriesDue,
  recordOutcome,
  releaseClaims,
  type OutboxRow,
} from "./outbox.server";
import type { Sender } from "./send.server";

// The delivery worker: one per instance, started with the server (in a cluster, by the primary
// process). It takes due deliveries in small batches and sends them one at a time, so at any
// moment at most one is in flight; it looks again when something is written (in a cluster, a
// worker's post wakes it) or every `pollMs`. On stop it finishes the delivery in flight and gives
// back the rest of its batch.

export type DeliveryWorker = { stop: () => Promise<void> };

type WorkerOptions = {
  db: Kysely<Database>;
  config: DeliveryConfig;
  sender: Sender;
  logger: Logger;
  pollMs?: number;
  batch?: number;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Long enough for the slowest attempt (three timed steps of an SMTP send), with room to spare. */
export function leaseFor(config: DeliveryConfig): number {
  return config.timeoutMs * 3 + 5000;
}

export function startDeliveryWorker({
  db,
  config,
  sender,
  logger,
  pollMs = 1000,
  batch = 10,
}: WorkerOptions): DeliveryWorker {
  let stopping = false;
  let wake = () => {};
  let wokenMeanwhile = false;
  const stopListening = onDeliveriesDue(() => {
    wokenMeanwhile = true;
    wake();
  });

  /** Records an outcome, trying again while the database refuses (the lease still holds it). */
  async function record(row: OutboxRow, outcome: Awaited<ReturnType<Sender["deliver"]>>) {
    for (let tries = 1; ; tries++) {
      try {
        const became = await recordOutcome(db, row, outcome, { firstRetryMs: config.firstRetryMs });
        if (became !== "sent" && !outcome.sent) {
          logger.warn(
            { delivery: row.id, kind: row.kind, target: row.target, error: outcome.error, became },
            "a delivery failed",
          );
        }
        return;
      } catch (error) {
        if (tries >= 5) {
          logger.error({ err: error, delivery: row.id }, "could not record a delivery's outcome");
          return;
        }
        await pause(500 * tries);
      }
    }
  }

  async function run() {
    // `stopping` is set by stop(), between two awaits of this loop.
    for (;;) {
      if (stopping) return;
      wokenMeanwhile = false;
      let rows: OutboxRow[] = [];
      try {
        rows = await claimDue(db, { limit: batch, leaseMs: leaseFor(config) });
      } catch (error) {
        logger.warn({ err: error }, "could not read the outbox; trying again shortly");
      }
      for (const [index, row] of rows.entries()) {
        if (stopping) {
          const untried = rows.slice(index).map((rest) => rest.id);
          await releaseClaims(db, untried).catch((error: unknown) =>
            logger.warn({ err: error }, "could not give back deliveries; their lease will run out"),
          );
          break;
        }
        await record(row, await sender.deliver(row));
      }
      if (stopping || rows.length === batch || wokenMeanwhile) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = () => {};
    }
  }

  const running = run().catch((error: unknown) =>
    logger.error({ err: error }, "the delivery worker stopped"),
  );
  return {
    async stop() {
      stopping = true;
      stopListening();
      wake();
      await running;
      sender.close();
    },
  };
}
