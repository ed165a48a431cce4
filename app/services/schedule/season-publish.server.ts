import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { scheduleAudit, scheduleProblems } from "~/content/admin/schedule";
import type { Database } from "~/infra/db-tables";
import { publishProblems } from "~/model/season-problems";
import { copySeason, type Season } from "~/model/seasons";
import { formatInstantForStaff } from "~/model/times";
import { recordAudit, type Actor } from "../staff/audit.server";
import { writeRevision, type RecordKind } from "./revisions.server";
import { loadSeason, loadSeasons } from "./season-reads.server";
import { finish, inSeasonTransaction, type EditResult, type Row } from "./season-saves.server";

// A season's life: copied from the one before as a draft, published now or at a time to come.

function seasonRow(season: Season, publishAt: string | null, version: number, at: Date): Row {
  return {
    id: season.id,
    label: season.label,
    first_day: season.firstDay,
    last_day: season.lastDay,
    publish_at: publishAt,
    version,
    updated_at: at.toISOString(),
  };
}

/**
 * Publishes a season now, or from `when` on (a time still to come: the live season is worked out
 * from it when read, so nothing has to run then). Refused while a closure copied from last year
 * is unchecked, while it has no classes, or over a season published or due to be.
 */
export async function publishSeason(
  db: Kysely<Database>,
  seasonId: string,
  when: Date | "now",
  actor: Actor,
  at: Date,
): Promise<EditResult> {
  return inSeasonTransaction(db, async (trx) => {
    const seasons = await loadSeasons(trx);
    const season = seasons.find((entry) => entry.id === seasonId);
    if (!season) return { status: "missing" };
    const problems = publishProblems(season, seasons, at, scheduleProblems);
    if (when !== "now" && when.getTime() < at.getTime()) {
      problems.publishAt = scheduleProblems.publishInPast(formatInstantForStaff(when));
    }
    if (Object.keys(problems).length > 0) return { status: "invalid", problems };
    const publishAt = (when === "now" ? at : when).toISOString();
    const before = seasonRow(
      season,
      season.publishAt ?? null,
      season.version,
      new Date(season.updatedAt),
    );
    const row = seasonRow(season, publishAt, season.version + 1, at);
    await trx
      .updateTable("seasons")
      .set({ publish_at: publishAt, version: season.version + 1 })
      .where("id", "=", seasonId)
      .execute();
    const summary =
      when === "now"
        ? scheduleAudit.published(season.label)
        : scheduleAudit.scheduled(season.label, formatInstantForStaff(when));
    await finish(trx, {
      kind: "season",
      row,
      before,
      seasonId,
      reason: "publish",
      actor,
      at,
      summary,
    });
    return { status: "saved", id: seasonId };
  });
}

/**
 * "Copy to a new season": next year's draft with the same classes on the same weekdays and the
 * closures a year on, each marked to check (model/seasons.ts copySeason). Its records' first
 * revisions say they were copied.
 */
export async function copyToNewSeason(
  db: Kysely<Database>,
  seasonId: string,
  actor: Actor,
  at: Date,
): Promise<EditResult> {
  return db.transaction().execute(async (trx): Promise<EditResult> => {
    const source = await loadSeason(trx, seasonId);
    if (!source) return { status: "missing" };
    const copy = copySeason(source, randomUUID, at);
    const stamp = at.toISOString();
    const season = seasonRow(copy, null, 1, at);
    await trx
      .insertInto("seasons")
      .values({
        id: copy.id,
        label: copy.label,
        first_day: copy.firstDay,
        last_day: copy.lastDay,
        publish_at: null,
        version: 1,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    const classes = copy.classes.map((cls) => ({
      id: cls.id,
      season_id: copy.id,
      weekday: cls.day,
      start_time: cls.start,
      end_time: cls.end,
      name: cls.name,
      audience: cls.audience,
      kind: cls.kind,
      instructor: cls.instructor ?? null,
      note: cls.note ?? null,
      position: cls.position,
      version: 1,
    }));
    if (classes.length > 0) await trx.insertInto("season_classes").values(classes).execute();
    const closures = copy.closures.map((closure) => ({
      id: closure.id,
      season_id: copy.id,
      first_day: closure.firstDay,
      last_day: closure.lastDay,
      label: closure.label ?? null,
      groups: JSON.stringify(closure.groups),
      needs_check: 1,
      version: 1,
    }));
    if (closures.length > 0) await trx.insertInto("season_closures").values(closures).execute();
    const author = { staffId: actor.id, staffName: actor.name };
    const revision = (kind: RecordKind, row: Row) =>
      writeRevision(trx, { kind, row, seasonId: copy.id, reason: "copy", author, at });
    await revision("season", season);
    for (const row of classes) await revision("class", row);
    for (const row of closures) await revision("closure", row);
    await recordAudit(
      trx,
      actor,
      {
        action: "copy",
        recordKind: "season",
        recordId: copy.id,
        summary: scheduleAudit.copied(source.label, copy.label),
      },
      at,
    );
    // A draft changes nothing visitors see: the schedule's data version stays.
    return { status: "saved", id: copy.id };
  });
}
