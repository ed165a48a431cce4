import type { Kysely } from "kysely";
import type { Database } from "~/infra/db.server";
import { eventTurnsAfter } from "./event-reads.server";

// A page kept while its events are unchanged (site-pages.ts, render "data") lists events to come
// and events that have taken place, and an event moves from one list to the other when it starts
// or ends, with no edit. Its key therefore names the next such instant as well: when the clock
// passes it, the key changes and the page is rendered again. The instants are read once per
// version of the events; each request then only looks for the first one after now.

type Known = { version: number; readAt: number; turns: number[] };

const known = new WeakMap<Kysely<Database>, Known>();

/**
 * The first instant from `at` on at which a shown event starts or ends, or "none". An event is
 * to come up to and including its start and has ended only after its end, so a page rendered at
 * that instant is still right for it, and the key moves on just after it.
 */
export async function nextEventTurn(
  db: Kysely<Database>,
  version: number,
  at: Date,
): Promise<string> {
  const atMs = at.getTime();
  let last = known.get(db);
  if (!last || !holds(last, version, atMs)) {
    last = { version, readAt: atMs, turns: await eventTurnsAfter(db, at) };
    known.set(db, last);
  }
  return turnFrom(last, atMs);
}

/**
 * What nextEventTurn would answer without asking the database: from the instants read for this
 * version, or undefined when it would read them.
 */
export function nextEventTurnKnown(
  db: Kysely<Database>,
  version: number,
  at: Date,
): string | undefined {
  const last = known.get(db);
  const atMs = at.getTime();
  return last && holds(last, version, atMs) ? turnFrom(last, atMs) : undefined;
}

/** Read again after a change, or when the clock reads earlier than the last read (a test's). */
function holds(last: Known, version: number, atMs: number): boolean {
  return last.version === version && atMs >= last.readAt;
}

function turnFrom(last: Known, atMs: number): string {
  const next = last.turns.find((turn) => turn >= atMs);
  return next === undefined ? "none" : new Date(next).toISOString();
}
