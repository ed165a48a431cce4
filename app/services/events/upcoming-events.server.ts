import type { UpcomingEvent } from "~/model/events";
import { getDb } from "~/infra/db.server";
import { logger } from "~/infra/logger.server";
import { eventDayAndTime, formatDuration } from "~/model/times";
import { upcomingEvents } from "./event-reads.server";

/**
 * The "Upcoming Events" a page shows. A failed query is logged and shows as no events, so the
 * section is hidden and the page still renders (spec §7, §8).
 */
export async function loadUpcomingEvents(): Promise<UpcomingEvent[]> {
  try {
    const events = await upcomingEvents(getDb());
    return events.map((event) => {
      const { day, time } = eventDayAndTime(event.startsAt);
      const length = event.durationMinutes === null ? [] : [formatDuration(event.durationMinutes)];
      return {
        id: event.id,
        title: event.title,
        category: event.category,
        startsAt: event.startsAt,
        when: [day, time, ...length].join(" · "),
      };
    });
  } catch (error) {
    logger.error({ err: error }, "upcoming events could not be loaded");
    return [];
  }
}
