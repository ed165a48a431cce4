import { newsletter } from "~/content/newsletter";
import type { Side } from "~/site-pages";
import { Section } from "~/components/ui/section";
import { NewsletterForm } from "./newsletter-form";

/** The newsletter block (spec §3, §9), used on every page that shows it. */
export function NewsletterSection({
  side,
  id = "newsletter",
}: {
  /** Whose list the address joins (the form's hidden tags value). */
  side: Side;
  /** The section's anchor (spec: "newsletter" on /yoga, "newsletter-signup" on /karate-moms). */
  id?: string;
}) {
  const headingId = `${id}-heading`;
  return (
    <Section id={id} aria-labelledby={headingId}>
      <div className="relative mx-auto max-w-3xl overflow-hidden rounded-card bg-primary px-6 py-12 text-center text-on-primary shadow-raised sm:px-12">
        <svg
          aria-hidden
          viewBox="0 0 200 200"
          className="absolute -top-16 -right-16 size-56 opacity-15"
        >
          <circle
            cx="100"
            cy="100"
            r="80"
            fill="none"
            stroke="currentColor"
            strokeWidth="14"
            strokeDasharray="420 80"
            strokeLinecap="round"
          />
        </svg>
        <h2 id={headingId} className="text-3xl font-bold sm:text-4xl">
          {newsletter.heading}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-on-primary/90">{newsletter.text}</p>
        <div className="mx-auto mt-8 max-w-lg text-left">
          <NewsletterForm side={side} anchor={id} tone="dark" />
        </div>
        <p className="mt-6 text-sm text-on-primary/80">{newsletter.privacyNote}</p>
      </div>
    </Section>
  );
}
