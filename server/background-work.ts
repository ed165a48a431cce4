import cluster from "node:cluster";
import type { ServerRuntime } from "../app/server-runtime.server.ts";

// Where the background work runs (decision 039): the deliveries, the spool's replay and the
// sweeps. With one process, in it. In a cluster, in the primary process alone, which only hands
// the workers their connections: the workers answer requests and nothing else, so a worker's
// time (and the shared code of its HTTP server) goes to visitors. A worker that commits
// deliveries wakes the primary's delivery worker with one message, so they leave as soon as
// they would have from the worker itself.

type BackgroundRuntime = Pick<
  ServerRuntime,
  "startBackgroundWork" | "onDeliveriesDue" | "wakeDeliveries" | "logger"
>;

type Stop = () => Promise<void>;

const deliveriesDue = { type: "studio:deliveries-due" } as const;

function isDeliveriesDue(message: unknown): boolean {
  return (
    typeof message === "object" &&
    message !== null &&
    (message as { type?: unknown }).type === deliveriesDue.type
  );
}

/** Where the process's messages to the primary go; absent outside a cluster. */
type SendToPrimary = ((message: unknown) => void) | undefined;

const sendToPrimary: SendToPrimary = process.send
  ? (message) => {
      // A worker whose channel has closed (it is stopping) has nothing left to wake.
      if (process.connected) process.send?.(message, undefined, undefined, () => undefined);
    }
  : undefined;

/**
 * A cluster worker: no background work of its own; each time deliveries committed here are due,
 * the primary is told. Returns what stops telling it.
 */
export function wakePrimaryOnDeliveries(
  runtime: Pick<BackgroundRuntime, "onDeliveriesDue">,
  send: SendToPrimary = sendToPrimary,
): Stop {
  const stopListening = runtime.onDeliveriesDue(() => send?.(deliveriesDue));
  return async () => {
    stopListening();
  };
}

/** What the primary hears its workers say (node:cluster, or a stand-in in tests). */
type Workers = {
  on: (event: "message", listener: (worker: unknown, message: unknown) => void) => unknown;
  off: (event: "message", listener: (worker: unknown, message: unknown) => void) => unknown;
};

/**
 * The one process that does the background work: a single process, or a cluster's primary,
 * where a worker's message that deliveries are due wakes the delivery worker. Returns what stops
 * it (the delivery in flight finishes).
 */
export function startBackgroundWorkHere(
  runtime: BackgroundRuntime,
  workers: Workers = cluster,
): Stop {
  const stopWork = runtime.startBackgroundWork();
  const onMessage = (_worker: unknown, message: unknown) => {
    if (isDeliveriesDue(message)) runtime.wakeDeliveries();
  };
  workers.on("message", onMessage);
  runtime.logger.info(
    { pid: process.pid },
    "background work started: deliveries, spooled submissions, sweeps",
  );
  return async () => {
    workers.off("message", onMessage);
    await stopWork();
  };
}
