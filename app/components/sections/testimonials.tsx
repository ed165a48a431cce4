import { Quote } from "~/components/ui/icons";
import { initialOf, type Testimonial } from "~/content/testimonials";
import { Reveal } from "~/components/ui/reveal";
import { Static } from "~/components/ui/static";
import { SectionHeading } from "./page-hero";

/** Words from students and the founder (spec §3 "Testimonial"). */
export function Testimonials({
  title,
  items,
  id = "testimonials",
}: {
  title: string;
  items: Testimonial[];
  id?: string;
}) {
  const headingId = `${id}-heading`;
  return (
    <Static
      as="section"
      deps={[items]}
      id={id}
      aria-labelledby={headingId}
      className="bg-surface-muted px-4 py-16"
    >
      <div className="mx-auto max-w-7xl">
        <SectionHeading id={headingId} title={title} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {items.map((testimonial, index) => (
            <li key={testimonial.text}>
              <Reveal step={index} className="h-full">
                <figure className="flex h-full flex-col gap-5 rounded-card border border-border bg-surface p-6 shadow-card">
                  <Quote aria-hidden className="size-8 text-accent" />
                  <blockquote className="flex-1 text-lg text-ink">{testimonial.text}</blockquote>
                  <figcaption className="flex items-center gap-3">
                    <span
                      aria-hidden
                      className="grid size-11 place-items-center rounded-full bg-primary font-display text-lg font-bold text-on-primary"
                    >
                      {initialOf(testimonial)}
                    </span>
                    <span>
                      <span className="block font-semibold text-ink">{testimonial.author}</span>
                      <span className="block text-sm text-ink-muted">{testimonial.role}</span>
                    </span>
                  </figcaption>
                </figure>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </Static>
  );
}
