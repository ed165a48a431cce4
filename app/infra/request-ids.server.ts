import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

// Each request's id: echoed in its X-Request-Id header, carried by every log line written while
// it is answered (logger.server.ts reads it here), and shown on the error screen, so a studio
// can quote it and an operator find the lines. A proxy's id is kept when it is a short, safe
// token; anything else is replaced.

const safeId = /^[\w-]{8,64}$/;

/** The request's own id: the incoming header's when safe, else a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === "string" && safeId.test(header) ? header : randomUUID();
}

const current = new AsyncLocalStorage<string>();

/** Runs the answering of a request with its id known to everything it calls. */
export function withRequestId<T>(id: string, answer: () => T): T {
  return current.run(id, answer);
}

/** The id of the request being answered, if any. */
export function currentRequestId(): string | undefined {
  return current.getStore();
}
