import type { Route } from "./+types/subscribers-export";
import { getDb } from "~/infra/db.server";
import { now } from "~/infra/clock.server";
import { newYorkDate } from "~/model/seasons";
import { csvDownload } from "~/http/csv-download.server";
import {
  subscribersCsvBatches,
  subscribersCsvHeader,
} from "~/services/subscribers/subscribers.server";
import { requireStaff } from "~/http/staff-access.server";
import { subscriberFilterOf } from "./inbox-filter.server";

// The subscribers as CSV in the shape a mailing provider imports: one address per row, the side
// as its tag, with the filter the list shows (?side=&state=&q=), written as it is read.

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const filter = subscriberFilterOf(new URL(request.url));
  // Named by the day in New York, where the studio reads it.
  const day = newYorkDate(now());
  return csvDownload(
    `subscribers-${day}.csv`,
    subscribersCsvHeader,
    subscribersCsvBatches(getDb(), filter),
  );
}
