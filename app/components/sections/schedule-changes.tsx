import { calendarPage } from "~/content/calendar";
import type { Occurrence } from "~/model/season-occurrences";

/** The next two weeks' cancelled, moved and annotated classes (/calendar, /karate). */
export function ScheduleChanges({
  changes,
  className,
}: {
  /** Each in one line of words, with how the class stands. */
  changes: { date: string; text: string; status: Occurrence["status"] }[];
  className?: string;
}) {
  if (changes.length === 0) return null;
  return (
    <section aria-labelledby="changes-heading" className={className}>
      <h2 id="changes-heading" className="text-2xl font-bold text-ink">
        {calendarPage.changesHeading}
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {changes.map((change) => (
          <li
            key={`${change.date}-${change.text}`}
            className={change.status === "cancelled" ? "font-semibold text-danger" : "text-ink"}
          >
            {change.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
