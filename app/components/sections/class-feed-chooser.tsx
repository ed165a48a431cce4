import { useState } from "react";
import { calendarPage as text } from "~/content/calendar";
import { classGroups } from "~/content/schedule";
import { useHydrated } from "~/lib/use-hydrated";
import { SectionHeading } from "~/components/sections/page-hero";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";

// The class calendar's subscription block: choose the classes a family needs, then subscribe
// (the calendar application opens), add to Google Calendar, or download the file. A GET form, so
// every button works without script; with it, the address to paste elsewhere is shown as well.

export function ClassFeedChooser() {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<string[]>([]);
  const query = new URLSearchParams(chosen.map((group) => ["group", group]));
  const address = hydrated
    ? `${window.location.origin}/calendar/classes.ics${query.size > 0 ? `?${query}` : ""}`
    : null;
  return (
    <Section aria-labelledby="subscribe-heading" flush>
      <Card className="mx-auto max-w-5xl p-6">
        <SectionHeading id="subscribe-heading" title={text.subscribeHeading} align="left" />
        <p className="mt-3 max-w-3xl text-ink-muted">{text.subscribeIntro}</p>
        <form
          method="get"
          action="/calendar/classes.ics"
          className="mt-6 flex flex-col gap-5"
          onChange={(event) => {
            const form = event.currentTarget;
            setChosen(new FormData(form).getAll("group").map(String));
          }}
        >
          <fieldset>
            <legend className="font-semibold text-ink">{text.subscribeChoose}</legend>
            <p className="text-sm text-ink-muted">{text.subscribeHint}</p>
            <div className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
              {classGroups.map((group) => (
                <label
                  key={group.id}
                  className="flex min-h-11 items-center gap-3 rounded-control border border-border px-3 py-2 text-ink has-[:checked]:border-primary"
                >
                  <input
                    type="checkbox"
                    name="group"
                    value={group.id}
                    className="size-5 accent-primary"
                  />
                  {group.label}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" formAction="/calendar/subscribe">
              {text.subscribe}
            </Button>
            <Button
              type="submit"
              variant="outline"
              formAction="/calendar/subscribe"
              name="app"
              value="google"
            >
              {text.subscribeGoogle}
            </Button>
            <Button type="submit" variant="ghost">
              {text.download}
            </Button>
          </div>
          {address ? (
            <label className="flex flex-col gap-1.5 text-sm text-ink-muted">
              {text.linkLabel}
              <input
                readOnly
                value={address}
                data-testid="calendar-address"
                className="w-full rounded-control border border-border bg-surface-muted px-3 py-2 font-mono text-sm text-ink"
                onFocus={(event) => event.currentTarget.select()}
              />
            </label>
          ) : null}
        </form>
        <p className="mt-5 text-ink-muted">
          {text.closuresLine}{" "}
          <a
            href="/calendar/subscribe?feed=closures"
            className="text-primary underline underline-offset-4"
          >
            {text.subscribe}
          </a>{" "}
          ·{" "}
          <a href="/calendar/closures.ics" className="text-primary underline underline-offset-4">
            {text.download}
          </a>
        </p>
      </Card>
    </Section>
  );
}
