import type { Route } from "./+types/inbox-export";
import { getDb } from "~/infra/db.server";
import { now } from "~/infra/clock.server";
import { newYorkDate } from "~/model/seasons";
import { csvDownload } from "~/http/csv-download.server";
import { inboxCsvBatches, inboxCsvHeader } from "~/services/messages/inbox.server";
import { requireStaff } from "~/http/staff-access.server";
import { inboxFilterOf } from "./inbox-filter.server";

// The inbox as CSV, with the filter the list shows (?side=&state=&q=), written as it is read.

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const filter = inboxFilterOf(new URL(request.url));
  // Named by the day in New York, where the studio reads it.
  const day = newYorkDate(now());
  return csvDownload(`messages-${day}.csv`, inboxCsvHeader, inboxCsvBatches(getDb(), filter));
}
