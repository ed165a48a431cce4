import { getDb } from "~/infra/db.server";
import { logger } from "~/infra/logger.server";
import { upcomingEvents, type EventRecord } from "~/services/events.server";

/**
 * The "Upcoming Events" a page shows. A failed query is logged and shows as no events, so the
 * section is hidden and the page still renders (spec §7, §8).
 */
export async function loadUpcomingEvents(): Promise<EventRecord[]> {
  try {
    return await upcomingEvents(getDb());
  } catch (error) {
    logger.error({ err: error }, "upcoming events could not be loaded");
    return [];
  }
}
