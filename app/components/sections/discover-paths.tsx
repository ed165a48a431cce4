import {
  ArrowRight,
  Award,
  Calendar,
  Shield,
  Tent,
  Trophy,
  type IconComponent,
} from "~/components/ui/icons";
import { Link } from "react-router";
import { discoverPaths, type PathId } from "~/content/dojo";
import { cardClass } from "~/components/ui/card";
import { CardGrid, CardGridItem } from "~/components/ui/card-grid";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "./page-hero";

const icons: Record<PathId, IconComponent> = {
  traditional: Award,
  kumite: Shield,
  camps: Tent,
  events: Calendar,
  competitions: Trophy,
};

/** Where a student can go from here (spec §2 "Discover Your Path"). */
export function DiscoverPaths({ title, id = "discover" }: { title: string; id?: string }) {
  const headingId = `${id}-heading`;
  return (
    <Section static deps={[title]} id={id} aria-labelledby={headingId} width="7xl">
      <SectionHeading id={headingId} title={title} />
      <CardGrid className="mt-10 gap-5 sm:grid-cols-2 lg:grid-cols-5">
        {discoverPaths.map((path, index) => {
          const Icon = icons[path.id];
          return (
            <CardGridItem key={path.id} step={index}>
              <Link
                to={path.to}
                className={cardClass(
                  "group flex h-full flex-col p-5 transition hover:-translate-y-1 hover:shadow-raised motion-reduce:transition-none motion-reduce:hover:translate-y-0",
                )}
              >
                <Icon aria-hidden className="size-7 text-accent" />
                <h3 className="mt-3 text-lg font-bold text-ink">{path.title}</h3>
                <p className="mt-2 flex-1 text-sm text-ink-muted">{path.text}</p>
                <ArrowRight
                  aria-hidden
                  className="mt-4 size-5 text-primary transition-transform group-hover:translate-x-1"
                />
              </Link>
            </CardGridItem>
          );
        })}
      </CardGrid>
    </Section>
  );
}
