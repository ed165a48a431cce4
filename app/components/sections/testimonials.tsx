import { Quote } from "~/components/ui/icons";
import { initialOf, type Testimonial } from "~/content/testimonials";
import { Card } from "~/components/ui/card";
import { CardGrid, CardGridItem } from "~/components/ui/card-grid";
import { Section } from "~/components/ui/section";
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
    <Section static deps={[items]} id={id} aria-labelledby={headingId} tone="muted" width="7xl">
      <SectionHeading id={headingId} title={title} />
      <CardGrid className="mt-10 md:grid-cols-3">
        {items.map((testimonial, index) => (
          <CardGridItem key={testimonial.text} step={index}>
            <Card as="figure" className="flex h-full flex-col gap-5 p-6">
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
            </Card>
          </CardGridItem>
        ))}
      </CardGrid>
    </Section>
  );
}
