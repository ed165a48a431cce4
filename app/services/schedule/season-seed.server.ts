import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { holidayClosures, season, weeklySchedule } from "~/content/schedule";
import type { Database } from "~/infra/db-tables";
import { localDate } from "~/model/seasons";
import { dojoTimeToUtc, localDateTime } from "~/model/times";
import { raiseDataVersion } from "../data-version.server";
import { writeRevision } from "./revisions.server";

// The first season: the spec's 2025-26 schedule (app/content/schedule.ts), published from its
// first day. Imported once per database (services/seed.server.ts), into an empty calendar only:
// after that the seasons are the staff's. Its records' first revisions are this import.

export const seedAuthor = "The site's first data";

export async function addFirstSeason(db: Kysely<Database>, now = new Date()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom("seasons").select("id").limit(1).execute();
    if (existing.length > 0) return 0;
    const at = now.toISOString();
    const seasonId = randomUUID();
    const seasonRow = {
      id: seasonId,
      label: season.label,
      first_day: localDate(season.firstDay),
      last_day: localDate(season.lastDay),
      publish_at: dojoTimeToUtc(localDateTime(season.firstDay, "00:00")),
      version: 1,
      created_at: at,
      updated_at: at,
    };
    await trx.insertInto("seasons").values(seasonRow).execute();
    const positions = new Map<string, number>();
    const classRows = weeklySchedule.map((entry) => {
      const position = positions.get(entry.day) ?? 0;
      positions.set(entry.day, position + 1);
      return {
        id: randomUUID(),
        season_id: seasonId,
        weekday: entry.day,
        start_time: entry.start,
        end_time: entry.end,
        name: entry.name,
        audience: entry.audience,
        kind: entry.kind,
        instructor: null,
        note: null,
        position,
        version: 1,
      };
    });
    await trx.insertInto("season_classes").values(classRows).execute();
    // The seed's closure labels are the ones their dates make (model/seasons.ts closureLabel),
    // so none is stored: a label staff write is one they chose.
    const closureRows = holidayClosures.map((closure) => ({
      id: randomUUID(),
      season_id: seasonId,
      first_day: closure.from,
      last_day: closure.to,
      label: null,
      groups: "[]",
      needs_check: 0,
      version: 1,
    }));
    await trx.insertInto("season_closures").values(closureRows).execute();
    const author = { staffId: null, staffName: seedAuthor };
    await writeRevision(trx, {
      kind: "season",
      row: seasonRow,
      seasonId,
      reason: "create",
      author,
      at: now,
    });
    for (const row of classRows) {
      await writeRevision(trx, { kind: "class", row, seasonId, reason: "create", author, at: now });
    }
    for (const row of closureRows) {
      await writeRevision(trx, {
        kind: "closure",
        row,
        seasonId,
        reason: "create",
        author,
        at: now,
      });
    }
    await raiseDataVersion(trx, "schedule", now);
    return 1 + classRows.length + closureRows.length;
  });
}
