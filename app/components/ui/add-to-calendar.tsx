import { CalendarDays } from "~/components/ui/icons";
import { eventsText } from "~/content/events";
import { siteText } from "~/content/site";
import { cn } from "~/lib/cn";

/** "Add to calendar": the event as an .ics file (Apple, Outlook, any application) or in Google. */
export function AddToCalendar({
  eventName,
  icsHref,
  googleHref,
  className,
}: {
  eventName: string;
  icsHref: string;
  googleHref: string;
  className?: string;
}) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-3 gap-y-1 text-sm", className)}>
      <CalendarDays aria-hidden className="size-4 text-accent" />
      <a href={icsHref} download className="text-primary underline underline-offset-4">
        {eventsText.addToCalendar}
        <span className="sr-only">{eventsText.forEvent(eventName)}</span>
      </a>
      <a
        href={googleHref}
        target="_blank"
        rel="noopener noreferrer"
        className="text-primary underline underline-offset-4"
      >
        {eventsText.googleCalendar}
        <span className="sr-only">{`${eventsText.forEvent(eventName)} ${siteText.newTab}`}</span>
      </a>
    </p>
  );
}
