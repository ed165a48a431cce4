import { beforeEach, expect, test } from "vitest";
import { offeringsGroup, seasonHistory } from "~/services/schedule/revisions.server";
import { dataVersion } from "~/services/data-version.server";
import { addMissingOfferings } from "~/services/offerings/offering-seed.server";
import { currentOfferings, findOffering } from "~/services/offerings/offering-reads.server";
import {
  removeOffering,
  restoreOffering,
  saveOffering,
} from "~/services/offerings/offering-saves.server";
import type { Actor } from "~/services/staff/audit.server";
import type { Offering } from "~/model/offerings";
import { emptyCalendar } from "../support/calendar";
import { describeEachDatabase } from "../support/databases";

// Courses, camps, prices and tournaments on SQLite and PostgreSQL alike: the seed once, a save
// held to the version it read (and told which fields someone else changed), a record's history
// and Restore, a removal that History brings back, each save with its audit entry and a new data
// version that every process reads.

const owner: Actor = { id: "owner-1", name: "Studio Owner", email: "owner@example.com" };
const frontDesk: Actor = { id: "staff-2", name: "Front Desk", email: "desk@example.com" };
const seededAt = new Date("2025-07-01T15:00:00Z");
const at = new Date("2026-11-25T17:00:00Z");

describeEachDatabase("offerings", (getDb) => {
  beforeEach(async () => {
    await emptyCalendar(getDb());
    await addMissingOfferings(getDb(), seededAt);
  });

  async function price(id: string): Promise<Offering<"price">> {
    const found = await findOffering(getDb(), id);
    if (found?.kind !== "price") throw new Error(`No price ${id}`);
    return found;
  }

  test("the seed adds every record once, each with its first revision", async () => {
    const db = getDb();
    const { offerings } = await currentOfferings(db);
    expect(offerings.courses.map((course) => course.id)).toEqual([
      "kids-aerial-6-9",
      "kids-aerial-10-12",
      "teen-aerial-13",
      "adult-aerial",
    ]);
    expect(offerings.camps.map((camp) => camp.data.side)).toEqual(["karate", "yoga"]);
    expect(offerings.prices.find((entry) => entry.id === "aerial-single")?.data.cents).toBe(3000);
    expect(offerings.competitions).toHaveLength(3);
    expect(await addMissingOfferings(db, seededAt)).toBe(0);
    const history = await seasonHistory(db, offeringsGroup);
    expect(history).toHaveLength(
      offerings.courses.length +
        offerings.camps.length +
        offerings.prices.length +
        offerings.competitions.length,
    );
  });

  test("a price change is one save: the row, its revision, an audit entry, a new data version", async () => {
    const db = getDb();
    const before = await price("aerial-single");
    const versionBefore = await dataVersion(db, "offerings");
    const saved = await saveOffering(
      db,
      owner,
      {
        kind: "price",
        id: before.id,
        version: before.version,
        data: { ...before.data, cents: 3200 },
      },
      at,
    );
    expect(saved).toEqual({ status: "saved", id: "aerial-single" });
    expect(await dataVersion(db, "offerings")).toBe(versionBefore + 1);
    const { offerings } = await currentOfferings(db);
    expect(offerings.prices.find((entry) => entry.id === "aerial-single")?.data.cents).toBe(3200);
    const audit = await db
      .selectFrom("audit_log")
      .selectAll()
      .where("record_kind", "=", "offering")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.summary).toContain("Aerial yoga, one class");
    expect(JSON.parse(audit[0]?.changes ?? "{}")).toEqual({ cents: [3000, 3200] });
  });

  test("a save over a newer version is refused and names what the other person changed", async () => {
    const db = getDb();
    const read = await price("barre-5");
    await saveOffering(
      db,
      frontDesk,
      { kind: "price", id: read.id, version: read.version, data: { ...read.data, cents: 10500 } },
      at,
    );
    const late = await saveOffering(
      db,
      owner,
      {
        kind: "price",
        id: read.id,
        version: read.version,
        data: { ...read.data, label: "Barre 5" },
      },
      at,
    );
    expect(late).toEqual({ status: "conflict", changed: ["cents"] });
    expect((await price("barre-5")).data).toMatchObject({ cents: 10500, label: read.data.label });
  });

  test("a record that breaks the rules is refused with its fields, and nothing is written", async () => {
    const db = getDb();
    const read = await price("orientation");
    const versionBefore = await dataVersion(db, "offerings");
    for (const cents of [-100, 10_000_001, 12.5]) {
      const answer = await saveOffering(
        db,
        owner,
        { kind: "price", id: read.id, version: read.version, data: { ...read.data, cents } },
        at,
      );
      expect(answer).toEqual({ status: "invalid", problems: { cents: expect.any(String) } });
    }
    expect(await dataVersion(db, "offerings")).toBe(versionBefore);
    expect((await price("orientation")).version).toBe(read.version);
  });

  test("Restore brings an old price back as a new revision, and a removed course back whole", async () => {
    const db = getDb();
    const read = await price("aerial-10");
    await saveOffering(
      db,
      owner,
      { kind: "price", id: read.id, version: read.version, data: { ...read.data, cents: 27000 } },
      at,
    );
    const first = (await seasonHistory(db, offeringsGroup)).find(
      (revision) => revision.recordId === "aerial-10" && revision.reason === "create",
    );
    if (!first) throw new Error("No first revision");
    const restored = await restoreOffering(db, owner, { revisionId: first.id, version: 2 }, at);
    expect(restored).toEqual({ status: "saved", id: "aerial-10" });
    expect(await price("aerial-10")).toMatchObject({ version: 3, data: { cents: 25000 } });

    const course = await findOffering(db, "adult-aerial");
    if (!course) throw new Error("No adult course");
    expect(
      (await removeOffering(db, owner, { id: course.id, version: course.version }, at)).status,
    ).toBe("saved");
    expect(await findOffering(db, "adult-aerial")).toBeUndefined();
    const removal = (await seasonHistory(db, offeringsGroup)).find(
      (revision) => revision.recordId === "adult-aerial" && revision.reason === "remove",
    );
    if (!removal) throw new Error("No removal revision");
    expect((await restoreOffering(db, owner, { revisionId: removal.id }, at)).status).toBe("saved");
    expect((await findOffering(db, "adult-aerial"))?.data).toEqual(course.data);
  });

  test("a new course gets an id from its title and the next place in the list", async () => {
    const db = getDb();
    const template = await findOffering(db, "kids-aerial-6-9");
    if (template?.kind !== "course") throw new Error("No course");
    const saved = await saveOffering(
      db,
      owner,
      {
        kind: "course",
        data: {
          ...template.data,
          title: "Spring Kids Aerial Yoga",
          sessions: { count: 8, first: "2027-03-04", last: "2027-04-22" },
          earlyBird: null,
        },
      },
      at,
    );
    if (saved.status !== "saved") throw new Error(saved.status);
    expect(saved.id).toMatch(/^spring-kids-aerial-yoga-[0-9a-f]{4}$/);
    const { offerings } = await currentOfferings(db);
    expect(offerings.courses.at(-1)).toMatchObject({ id: saved.id, position: 4 });
  });
});
