import type { IconComponent } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { Reveal } from "~/components/ui/reveal";
import { SectionHeading } from "./page-hero";
import { Static } from "~/components/ui/static";

export type IconCard = { icon: IconComponent; title: string; text: string };

/**
 * A heading over a grid of small cards, each an icon, a title and a line of text: what to expect
 * at orientation, why the dojo, what karate gives. Cards reveal in turn, a row at a time.
 */
export function IconCards({
  id,
  title,
  cards,
  columns = 4,
  muted = false,
  iconClassName = "text-accent",
}: {
  id: string;
  title: string;
  cards: IconCard[];
  columns?: 3 | 4;
  /** A tinted band behind the section, to set it apart from its neighbours. */
  muted?: boolean;
  iconClassName?: string;
}) {
  const headingId = `${id}-heading`;
  return (
    <Static
      as="section"
      deps={[id, title]}
      id={id}
      aria-labelledby={headingId}
      className={cn("px-4 py-16", muted ? "bg-surface-muted" : "")}
    >
      <div className="mx-auto max-w-7xl">
        <SectionHeading id={headingId} title={title} />
        <ul
          className={cn(
            "mt-10 grid gap-6 sm:grid-cols-2",
            columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3",
          )}
        >
          {cards.map((card, index) => (
            <li key={card.title}>
              <Reveal step={index % columns} className="h-full">
                <div className="h-full rounded-card border border-border bg-surface p-6 shadow-card">
                  <card.icon aria-hidden className={cn("size-8", iconClassName)} />
                  <h3 className="mt-4 text-xl font-bold text-ink">{card.title}</h3>
                  <p className="mt-2 text-ink-muted">{card.text}</p>
                </div>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </Static>
  );
}
