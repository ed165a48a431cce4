import type { Kysely, Selectable } from "kysely";
import type {
  ClassChangesTable,
  Database,
  SeasonClassesTable,
  SeasonClosuresTable,
  SeasonsTable,
} from "~/infra/db-tables";
import { classKinds, weekdays, type ClassKind, type Weekday } from "~/model/schedule";
import {
  classChangeKinds,
  localDate,
  type ClassChange,
  type ClassChangeKind,
  type Season,
  type SeasonClass,
  type SeasonClosure,
  type SeasonRecord,
} from "~/model/seasons";
import { instantOf } from "~/model/times";

// The seasons as stored, read into the model's records (app/model/seasons.ts). A row the model
// cannot read (a weekday or group no longer known) fails loudly rather than vanish.

function oneOf<Value extends string>(values: readonly Value[], value: string, what: string): Value {
  const found = values.find((known) => known === value);
  if (found === undefined) throw new Error(`Unknown ${what} "${value}" in the schedule`);
  return found;
}

function kindsOf(json: string): ClassKind[] {
  const value: unknown = JSON.parse(json);
  if (!Array.isArray(value)) throw new Error(`A closure's groups are not a list: ${json}`);
  return value.map((kind) => oneOf(classKinds, String(kind), "group"));
}

export function seasonFromRow(row: Selectable<SeasonsTable>): SeasonRecord {
  return {
    id: row.id,
    label: row.label,
    firstDay: localDate(row.first_day),
    lastDay: localDate(row.last_day),
    ...(row.publish_at ? { publishAt: instantOf(row.publish_at) } : {}),
    version: row.version,
    updatedAt: instantOf(row.updated_at),
  };
}

export function classFromRow(row: Selectable<SeasonClassesTable>): SeasonClass {
  return {
    id: row.id,
    seasonId: row.season_id,
    day: oneOf<Weekday>(weekdays, row.weekday, "weekday"),
    start: row.start_time,
    end: row.end_time,
    name: row.name,
    audience: row.audience,
    kind: oneOf(classKinds, row.kind, "group"),
    ...(row.instructor ? { instructor: row.instructor } : {}),
    ...(row.note ? { note: row.note } : {}),
    position: row.position,
    version: row.version,
  };
}

export function closureFromRow(row: Selectable<SeasonClosuresTable>): SeasonClosure {
  return {
    id: row.id,
    seasonId: row.season_id,
    firstDay: localDate(row.first_day),
    lastDay: localDate(row.last_day),
    ...(row.label ? { label: row.label } : {}),
    groups: kindsOf(row.groups),
    needsCheck: Boolean(row.needs_check),
    version: row.version,
  };
}

export function changeFromRow(row: Selectable<ClassChangesTable>): ClassChange {
  return {
    id: row.id,
    classId: row.class_id,
    originalDate: localDate(row.original_date),
    kind: oneOf<ClassChangeKind>(classChangeKinds, row.kind, "change"),
    text: row.text,
    ...(row.new_date ? { newDate: localDate(row.new_date) } : {}),
    ...(row.new_start ? { newStart: row.new_start } : {}),
    ...(row.new_end ? { newEnd: row.new_end } : {}),
    sequence: row.sequence,
    version: row.version,
  };
}

const weekOrder = (cls: SeasonClass) => weekdays.indexOf(cls.day);

/** Classes in the order a week reads: by weekday, then their order within the day, then time. */
function inWeekOrder(classes: SeasonClass[]): SeasonClass[] {
  return classes.toSorted(
    (a, b) =>
      weekOrder(a) - weekOrder(b) || a.position - b.position || a.start.localeCompare(b.start),
  );
}

/** Every season with its classes, closures and changes (or only the seasons named). */
export async function loadSeasons(
  db: Kysely<Database>,
  ids?: readonly string[],
): Promise<Season[]> {
  if (ids?.length === 0) return [];
  const rows = await db
    .selectFrom("seasons")
    .selectAll()
    .$if(ids !== undefined, (query) => query.where("id", "in", ids ?? []))
    .orderBy("first_day")
    .execute();
  if (rows.length === 0) return [];
  const seasonIds = rows.map((row) => row.id);
  const [classes, closures, changes] = await Promise.all([
    db.selectFrom("season_classes").selectAll().where("season_id", "in", seasonIds).execute(),
    db
      .selectFrom("season_closures")
      .selectAll()
      .where("season_id", "in", seasonIds)
      .orderBy("first_day")
      .execute(),
    db
      .selectFrom("class_changes")
      .selectAll()
      .where("season_id", "in", seasonIds)
      .orderBy("original_date")
      .execute(),
  ]);
  return rows.map((row) => ({
    ...seasonFromRow(row),
    classes: inWeekOrder(classes.filter((c) => c.season_id === row.id).map(classFromRow)),
    closures: closures.filter((c) => c.season_id === row.id).map(closureFromRow),
    changes: changes.filter((c) => c.season_id === row.id).map(changeFromRow),
  }));
}

export async function loadSeason(db: Kysely<Database>, id: string): Promise<Season | undefined> {
  const [season] = await loadSeasons(db, [id]);
  return season;
}
