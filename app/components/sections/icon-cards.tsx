import type { IconComponent } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { Card } from "~/components/ui/card";
import { CardGrid, CardGridItem } from "~/components/ui/card-grid";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "./page-hero";

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
    <Section
      static
      deps={[id, title]}
      id={id}
      aria-labelledby={headingId}
      tone={muted ? "muted" : "plain"}
      width="7xl"
    >
      <SectionHeading id={headingId} title={title} />
      <CardGrid
        className={cn("mt-10 sm:grid-cols-2", columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3")}
      >
        {cards.map((card, index) => (
          <CardGridItem key={card.title} step={index % columns}>
            <Card className="h-full p-6">
              <card.icon aria-hidden className={cn("size-8", iconClassName)} />
              <h3 className="mt-4 text-xl font-bold text-ink">{card.title}</h3>
              <p className="mt-2 text-ink-muted">{card.text}</p>
            </Card>
          </CardGridItem>
        ))}
      </CardGrid>
    </Section>
  );
}
