import type { KindRun } from "./report.ts";

// What the Scale section says under the staff pages' tables: why a page whose time grows from
// 1× to 10× grows. A page is "flat" below 1.5 times its 1× median; one that grew no more than
// the staff frame alone (Help, which reads no records) grew with the machine's load, not with
// the records.

const reference = "Help (no records read: the staff frame alone)";

/** Why a page shows more at 10× than at 1× (the generated records' numbers, record-rows.ts). */
const why: Record<string, string> = {
  Schedule:
    "reads every season whole (its classes, closures and changes): two seasons at 1× (the seed's and one generated), six at 10×. It grows with the years of seasons, a few hundred rows each, not with the records.",
  Deliveries:
    "about 10 deliveries are being retried at 1× and 100 at 10×, of which the page shows 25: the page fills up, then stops growing.",
  "Inbox, a name searched":
    "the name is in about 10 messages at 1× and 100 at 10×: the page shows them, up to 50.",
  "Subscribers, a name searched":
    "the name is in about 5 addresses at 1× and 50 at 10×: the page shows them all, up to 50.",
};

export function growthNotes(runs: KindRun[]): string[] {
  const lines: string[] = [];
  for (const { kind, small, full } of runs) {
    const frame = (run: typeof small) => run.staff.get(reference)?.median ?? 0;
    const frameGrowth = frame(full) / Math.max(frame(small), 0.1);
    for (const [page, figures] of full.staff) {
      const before = small.staff.get(page);
      if (!before || page === reference) continue;
      const growth = figures.median / Math.max(before.median, 0.1);
      if (growth < 1.5) continue;
      const reason =
        why[page] ??
        (growth <= frameGrowth * 1.5
          ? `grew no more than the staff frame alone (Help, ${frameGrowth.toFixed(2)}×): the machine's load, not the records.`
          : "not explained.");
      lines.push(`- ${kind}, ${page} (${growth.toFixed(2)}×): ${reason}`);
    }
  }
  return lines.length === 0
    ? ["Every staff page is flat from 1× to 10× (below 1.5 times its 1× median)."]
    : ["Pages whose median grew by half or more from 1× to 10×:", "", ...lines];
}
