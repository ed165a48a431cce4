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
import { Reveal } from "~/components/ui/reveal";
import { SectionHeading } from "./page-hero";
import { Static } from "~/components/ui/static";

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
    <Static as="section" deps={[title]} id={id} aria-labelledby={headingId} className="px-4 py-16">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id={headingId} title={title} />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
          {discoverPaths.map((path, index) => {
            const Icon = icons[path.id];
            return (
              <li key={path.id}>
                <Reveal step={index} className="h-full">
                  <Link
                    to={path.to}
                    className="group flex h-full flex-col rounded-card border border-border bg-surface p-5 shadow-card transition hover:-translate-y-1 hover:shadow-raised motion-reduce:transition-none motion-reduce:hover:translate-y-0"
                  >
                    <Icon aria-hidden className="size-7 text-accent" />
                    <h3 className="mt-3 text-lg font-bold text-ink">{path.title}</h3>
                    <p className="mt-2 flex-1 text-sm text-ink-muted">{path.text}</p>
                    <ArrowRight
                      aria-hidden
                      className="mt-4 size-5 text-primary transition-transform group-hover:translate-x-1"
                    />
                  </Link>
                </Reveal>
              </li>
            );
          })}
        </ul>
      </div>
    </Static>
  );
}
