import type { UpcomingEvent } from "~/model/events";
import { now } from "~/infra/clock.server";
import { getDb } from "~/infra/db.server";
import { shownWithoutData } from "~/infra/kept-renders.server";
import { logger } from "~/infra/logger.server";
import { eventDayAndTime, formatDuration } from "~/model/times";
import { upcomingEvents } from "./event-reads.server";

/**
 * The "Upcoming Events" a page shows. A failed query is logged and shows as no events, so the
 * section is hidden and the page still renders (spec §7, §8); a kept page is not kept so.
 */
export async function loadUpcomingEvents(): Promise<UpcomingEvent[]> {
  try {
    const events = await upcomingEvents(getDb(), { now: now() });
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
    shownWithoutData();
    return [];
  }
}
