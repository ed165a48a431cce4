import { Pause, Play } from "~/components/ui/icons";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Static } from "~/components/ui/static";
import { cn } from "~/lib/cn";

/** One highlight: a class or an event, when it is, and an optional badge (an age, a price). */
export type StripEntry = { title: string; detail: string; badge?: string };

function Entries({ items }: { items: StripEntry[] }) {
  return items.map((item) => (
    <li
      key={`${item.title} ${item.detail}`}
      className="flex shrink-0 items-center gap-3 rounded-full border border-border bg-surface px-5 py-2.5 shadow-card"
    >
      {item.badge ? <Badge variant="accent">{item.badge}</Badge> : null}
      <span className="font-semibold text-ink">{item.title}</span>
      <span className="text-ink-muted">{item.detail}</span>
    </li>
  ));
}

/**
 * A slow, endless strip of highlights (spec §1). To assistive technology it is one list read
 * once: the second copy that makes the loop seamless is hidden from it and holds no links. It
 * pauses on hover, when focus is inside, and with its pause button; it stands still as a wrapped
 * list when the visitor prefers reduced motion (styles.css, [data-strip]).
 */
export function ScrollingStrip({
  label,
  items,
  className,
}: {
  label: string;
  items: StripEntry[];
  className?: string;
}) {
  const [paused, setPaused] = useState(false);
  return (
    <div
      data-strip
      data-paused={paused || undefined}
      className={cn("relative overflow-hidden py-4", className)}
    >
      <button
        type="button"
        data-strip-toggle
        aria-pressed={paused}
        onClick={() => setPaused((value) => !value)}
        className="absolute top-1/2 right-2 z-10 grid size-11 -translate-y-1/2 place-items-center rounded-full border border-border bg-surface text-ink shadow-card"
      >
        {paused ? (
          <Play aria-hidden className="size-4" />
        ) : (
          <Pause aria-hidden className="size-4" />
        )}
        <span className="sr-only">{`Pause: ${label}`}</span>
      </button>
      {/* Each copy ends with the same space it starts with, so moving by half loops exactly. */}
      <Static deps={[items]} data-strip-track className="flex w-max">
        <ul aria-label={label} className="flex gap-4 py-1 pr-4 pl-1">
          <Entries items={items} />
        </ul>
        <ul aria-hidden className="flex gap-4 py-1 pr-4 pl-1" data-strip-copy>
          <Entries items={items} />
        </ul>
      </Static>
    </div>
  );
}
