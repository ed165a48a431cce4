import type { Route } from "./+types/inbox-export";
import { getDb } from "~/infra/db.server";
import { now } from "~/infra/clock.server";
import { newYorkDate } from "~/model/seasons";
import { csvResponse, toCsv } from "~/lib/csv";
import { inboxCsvHeader, inboxCsvRows } from "~/services/messages/inbox.server";
import { requireStaff } from "~/http/staff-access.server";
import { inboxFilterOf } from "./inbox-filter.server";

// The inbox as CSV, with the filter the list shows (?side=&state=&q=).

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const rows = await inboxCsvRows(getDb(), inboxFilterOf(new URL(request.url)));
  // Named by the day in New York, where the studio reads it.
  const day = newYorkDate(now());
  return csvResponse(`messages-${day}.csv`, toCsv(inboxCsvHeader, rows));
}
