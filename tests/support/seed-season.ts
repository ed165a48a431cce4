import { holidayClosures, season as seedLabels, weeklySchedule } from "~/content/schedule";
import type { ScheduledClass } from "~/model/schedule";
import { copySeason, type ClassChange, type Season, type SeasonClass } from "~/model/seasons";
import { dojoTimeToUtc, type LocalDateTime } from "~/model/times";

// The 2025-26 seed as a Season record, and small makers of changes and classes, for the
// model's tests (tests/unit/season*.test.ts).

export const seedId = "season-2025-26";

export function seedClass(entry: ScheduledClass): SeasonClass {
  return {
    ...entry,
    id: `${entry.day}-${entry.start}-${entry.kind}`,
    seasonId: seedId,
    position: weeklySchedule.filter((other) => other.day === entry.day).indexOf(entry),
    version: 1,
  };
}

/** The 2025-26 seed as the database would hold it, published on August 1, 2025. */
export function seedSeason(patch: Partial<Season> = {}): Season {
  return {
    id: seedId,
    label: seedLabels.label,
    firstDay: seedLabels.firstDay,
    lastDay: seedLabels.lastDay,
    publishAt: "2025-08-01T16:00:00.000Z",
    version: 1,
    updatedAt: "2025-08-01T16:00:00.000Z",
    classes: weeklySchedule.map(seedClass),
    closures: holidayClosures.map((closure, index) => ({
      id: `closure-${index}`,
      seasonId: seedId,
      firstDay: closure.from,
      lastDay: closure.to,
      groups: [],
      needsCheck: false,
      version: 1,
    })),
    changes: [],
    ...patch,
  };
}

export function counter(prefix: string): () => string {
  let count = 0;
  return () => `${prefix}-${++count}`;
}

export const copiedAt = new Date("2026-04-01T12:00:00.000Z");

/** 2026-27, copied from the seed, published on May 1, 2026 unless told otherwise. */
export function nextSeason(patch: Partial<Season> = {}): Season {
  return {
    ...copySeason(seedSeason(), counter("next"), copiedAt),
    publishAt: "2026-05-01T16:00:00.000Z",
    ...patch,
  };
}

/** The instant of a wall-clock time in New York. */
export function newYork(local: LocalDateTime): Date {
  return new Date(dojoTimeToUtc(local));
}

export function change(
  patch: Pick<ClassChange, "classId" | "originalDate" | "kind"> & Partial<ClassChange>,
): ClassChange {
  return {
    id: `${patch.classId}@${patch.originalDate}`,
    text: "",
    sequence: 0,
    version: 1,
    ...patch,
  };
}

export function classOf(season: Season, id: string): SeasonClass {
  const found = season.classes.find((cls) => cls.id === id);
  if (!found) throw new Error(`No class ${id}`);
  return found;
}

export const mondayBeginners = "Monday-16:00-beginner";
/** A Sunday class, so the clock-change Sundays have an occurrence. */
export const sundayClass: SeasonClass = {
  ...seedClass({
    day: "Sunday",
    start: "09:00",
    end: "09:50",
    name: "Open Mat",
    audience: "All belts",
    kind: "advanced",
  }),
  position: 0,
};
