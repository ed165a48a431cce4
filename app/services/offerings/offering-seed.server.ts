import type { Kysely } from "kysely";
import { karateCampSeed } from "~/content/camps";
import { competitionSeeds } from "~/content/competitions";
import { priceSeeds } from "~/content/prices";
import { yogaCampSeed } from "~/content/yoga-camps";
import { courseSeeds } from "~/content/yoga-courses";
import type { Database } from "~/infra/db-tables";
import type { OfferingKind } from "~/model/offerings";
import { raiseDataVersion } from "../data-version.server";
import { offeringsGroup, writeRevision } from "../schedule/revisions.server";
import { seedAuthor } from "../schedule/season-seed.server";

// The courses, camps, prices and tournaments of 2025-26, as the spec gives them: the first rows
// of the offerings table, each with its first revision. Only what is missing is added, so a run
// cut short can run again; after it, staff keep them (app/services/seed.server.ts runs it once).

type Seed = { kind: OfferingKind; id: string; record: object };

export function offeringSeeds(): Seed[] {
  return [
    ...courseSeeds.map(({ id, record }) => ({ kind: "course" as const, id, record })),
    { kind: "camp", ...karateCampSeed },
    { kind: "camp", ...yogaCampSeed },
    ...Object.entries(priceSeeds).map(([id, record]) => ({ kind: "price" as const, id, record })),
    ...competitionSeeds.map(({ id, record }) => ({ kind: "competition" as const, id, record })),
  ];
}

export async function addMissingOfferings(db: Kysely<Database>, at = new Date()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const present = new Set(
      (await trx.selectFrom("offerings").select("id").execute()).map((row) => row.id),
    );
    const positions = new Map<OfferingKind, number>();
    let added = 0;
    for (const seed of offeringSeeds()) {
      const position = positions.get(seed.kind) ?? 0;
      positions.set(seed.kind, position + 1);
      if (present.has(seed.id)) continue;
      await trx
        .insertInto("offerings")
        .values({
          id: seed.id,
          kind: seed.kind,
          position,
          data: JSON.stringify(seed.record),
          version: 1,
          updated_at: at.toISOString(),
        })
        .execute();
      await writeRevision(trx, {
        kind: seed.kind,
        row: { id: seed.id, kind: seed.kind, position, version: 1, ...seed.record },
        seasonId: offeringsGroup,
        reason: "create",
        author: { staffId: null, staffName: seedAuthor },
        at,
      });
      added += 1;
    }
    if (added > 0) await raiseDataVersion(trx, "offerings", at);
    return added;
  });
}
