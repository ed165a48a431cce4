import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database, OfferingsTable } from "~/infra/db-tables";
import { logger } from "~/infra/logger.server";
import { offeringKinds, type Offering, type OfferingKind, type Offerings } from "~/model/offerings";
import { offeringRecordSchemas } from "~/model/schemas";
import { recentDataVersion } from "../data-version.server";

// The courses, camps, prices and tournaments as stored, each record checked by its kind's schema
// as it is read (a row no save could have written is left out and logged, never shown). Each
// process keeps one copy with the data version it was read at and asks for the version at most
// once a second, so a save through any process is seen by every other within that second.

type Db = Kysely<Database> | Transaction<Database>;

function isKind(value: string): value is OfferingKind {
  return offeringKinds.some((kind) => kind === value);
}

/** A stored row as its offering, or undefined when it does not hold a valid record. */
export function offeringOf(row: Selectable<OfferingsTable>): Offering | undefined {
  if (!isKind(row.kind)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(row.data);
  } catch {
    return undefined;
  }
  const parsed = offeringRecordSchemas[row.kind].safeParse(json);
  if (!parsed.success) return undefined;
  return {
    id: row.id,
    kind: row.kind,
    position: row.position,
    version: row.version,
    updatedAt: row.updated_at,
    data: parsed.data,
  } as Offering;
}

/** Every offering as stored now, by kind, each kind in the staff's order. */
export async function loadOfferings(db: Db): Promise<Offerings> {
  const rows = await db
    .selectFrom("offerings")
    .selectAll()
    .orderBy("position")
    .orderBy("id")
    .execute();
  const offerings: Offerings = { courses: [], camps: [], prices: [], competitions: [] };
  for (const row of rows) {
    const offering = offeringOf(row);
    if (!offering) {
      logger.error({ id: row.id, kind: row.kind }, "an offering's stored record is not valid");
      continue;
    }
    if (offering.kind === "course") offerings.courses.push(offering);
    else if (offering.kind === "camp") offerings.camps.push(offering);
    else if (offering.kind === "price") offerings.prices.push(offering);
    else offerings.competitions.push(offering);
  }
  return offerings;
}

/** One offering by id; undefined when there is none. */
export async function findOffering(db: Db, id: string): Promise<Offering | undefined> {
  const row = await db.selectFrom("offerings").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? offeringOf(row) : undefined;
}

type Copy = { version: number; offerings: Offerings };

const copies = new WeakMap<Kysely<Database>, Copy>();

/** The offerings as visitors see them, from this process's copy while it is current. */
export async function currentOfferings(
  db: Kysely<Database>,
): Promise<{ version: number; offerings: Offerings }> {
  const version = await recentDataVersion(db, "offerings");
  const copy = copies.get(db);
  if (copy && copy.version === version) return copy;
  const fresh = { version, offerings: await loadOfferings(db) };
  copies.set(db, fresh);
  return fresh;
}

/** Forgets this process's copy (after a save made here). */
export function forgetOfferings(db: Kysely<Database>): void {
  copies.delete(db);
}
