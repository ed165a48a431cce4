import { data } from "react-router";
import { getDb } from "~/infra/db.server";
import { now } from "~/infra/clock.server";
import {
  previewSchedule,
  visitorSchedule,
  type VisitorSchedule,
} from "~/services/schedule/visitor-schedule.server";
import { refuse } from "./answers.server";
import { requireStaff } from "./staff-access.server";

// The schedule a public page shows: the live season's, or, for staff with ?preview=<season id>
// ("Preview" on a season's page), that season's as if it were live. A preview is sent with its
// season's label for the page's banner, never kept by any cache and never indexed; without a
// staff session it asks to sign in first.

export type Preview = { label: string; seasonId: string };

export type PageSchedule = { schedule: VisitorSchedule; preview?: Preview };

export const previewHeaders = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

export async function pageSchedule(request: Request | undefined): Promise<PageSchedule> {
  const seasonId = request ? new URL(request.url).searchParams.get("preview") : null;
  if (request === undefined || seasonId === null) {
    return { schedule: await visitorSchedule(getDb(), now()) };
  }
  await requireStaff(request);
  const schedule = await previewSchedule(getDb(), seasonId, now());
  if (!schedule) throw refuse(404, "There is no such season.");
  return { schedule, preview: { label: schedule.label ?? "", seasonId } };
}

/** A page loader's answer: a preview's with the headers that keep it private. */
export function withPreviewHeaders<Value>(value: Value, preview: Preview | undefined) {
  return data(value, preview === undefined ? undefined : { headers: previewHeaders });
}
