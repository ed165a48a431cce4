import { Landmark, ScrollText, Sprout, Users, type LucideIcon } from "lucide-react";
import { whyDojo } from "~/content/dojo";
import { Reveal } from "~/components/ui/reveal";
import { SectionHeading } from "./page-hero";

const icons: Record<(typeof whyDojo.reasons)[number]["icon"], LucideIcon> = {
  legacy: Landmark,
  lineage: ScrollText,
  community: Users,
  holistic: Sprout,
};

/** Four reasons to train here (spec §2: legacy, lineage, community, holistic development). */
export function WhyDojo({ id = "why" }: { id?: string }) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="bg-surface-muted px-4 py-16">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id={headingId} title={whyDojo.heading} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {whyDojo.reasons.map((reason, index) => {
            const Icon = icons[reason.icon];
            return (
              <li key={reason.title}>
                <Reveal step={index} className="h-full">
                  <div className="h-full rounded-card border border-border bg-surface p-6 shadow-card">
                    <Icon aria-hidden className="size-8 text-accent" />
                    <h3 className="mt-4 text-xl font-bold text-ink">{reason.title}</h3>
                    <p className="mt-2 text-ink-muted">{reason.text}</p>
                  </div>
                </Reveal>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
