import type { Route } from "./+types/inbox-export";
import { getDb } from "~/infra/db.server";
import { csvResponse, toCsv } from "~/lib/csv";
import { inboxCsvHeader, inboxCsvRows } from "~/services/messages/inbox.server";
import { requireStaff } from "~/http/staff-access.server";
import { inboxFilterOf } from "./inbox-filter.server";

// The inbox as CSV, with the filter the list shows (?side=&state=&q=).

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const rows = await inboxCsvRows(getDb(), inboxFilterOf(new URL(request.url)));
  const day = new Date().toISOString().slice(0, 10);
  return csvResponse(`messages-${day}.csv`, toCsv(inboxCsvHeader, rows));
}
