import type { Kysely } from "kysely";
import type { Database } from "~/infra/db-tables";
import {
  liveSeason,
  newYorkDate,
  type LiveSeason,
  type LocalDate,
  type Season,
} from "~/model/seasons";
import { dataVersion, readRecently } from "../data-version.server";
import { loadSeasons } from "./season-reads.server";

// What visitors see of the calendar, worked out when it is read: the seasons that have a publish
// time (drafts are the staff's alone), and of those the one live at `now` (model/seasons.ts
// liveSeason). A scheduled publish needs no job: the moment its time passes, this answers
// differently.
//
// Each process keeps one copy of those seasons with the data version it was read at, and asks
// the database for the version at most once a second: a change saved through any process or
// instance on the same database is seen by every other within that second and the read after.

type Copy = { version: number; seasons: Season[]; checkedAt: number };

const copies = new WeakMap<Kysely<Database>, Copy>();

async function publishedSeasons(
  db: Kysely<Database>,
  nowMs: number,
): Promise<{ version: number; seasons: Season[] }> {
  const copy = copies.get(db);
  if (copy && readRecently(copy.checkedAt, nowMs)) return copy;
  let version: number;
  try {
    version = await dataVersion(db, "schedule");
  } catch (error) {
    // The database does not answer (locked, restarting): the pages keep showing the schedule
    // as last read rather than fail; without a copy there is nothing to show.
    if (copy) return copy;
    throw error;
  }
  if (copy && copy.version === version) {
    copy.checkedAt = nowMs;
    return copy;
  }
  const seasons = (await loadSeasons(db)).filter((season) => season.publishAt !== undefined);
  const fresh = { version, seasons, checkedAt: nowMs };
  copies.set(db, fresh);
  return fresh;
}

/**
 * Every season with a publish time (published, or scheduled to be), as this process keeps them:
 * read again only when the schedule's data version has changed.
 */
export async function seasonsWithPublishTime(db: Kysely<Database>): Promise<Season[]> {
  return (await publishedSeasons(db, Date.now())).seasons;
}

export type LiveSchedule = {
  /** The schedule's data version the answer was worked out from. */
  version: number;
  today: LocalDate;
  live: LiveSeason | undefined;
  /**
   * What the answer depends on besides the data: the version, the day and the live season. A
   * page kept with this key is still right while the key is the same.
   */
  key: string;
};

export async function liveSchedule(db: Kysely<Database>, now: Date): Promise<LiveSchedule> {
  return scheduleAt(await publishedSeasons(db, Date.now()), now);
}

/**
 * What liveSchedule would answer now without asking the database: from the copy checked less
 * than a second ago, or undefined when it would ask.
 */
export function liveScheduleKnown(db: Kysely<Database>, now: Date): LiveSchedule | undefined {
  const copy = copies.get(db);
  return copy && readRecently(copy.checkedAt, Date.now()) ? scheduleAt(copy, now) : undefined;
}

function scheduleAt(
  { version, seasons }: { version: number; seasons: Season[] },
  now: Date,
): LiveSchedule {
  const live = liveSeason(seasons, now);
  const today = newYorkDate(now);
  const key = `${version}:${today}:${live ? `${live.season.id}:${live.standing}` : "none"}`;
  return { version, today, live, key };
}

/** Forgets this process's copy: the next read asks the database (after a change made here). */
export function forgetSchedule(db: Kysely<Database>): void {
  copies.delete(db);
}
