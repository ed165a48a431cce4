import { ChevronDown } from "~/components/ui/icons";
import type { FaqItem } from "~/content/faq";
import { SectionHeading } from "./page-hero";
import { Section } from "~/components/ui/section";
import { JsonLd } from "~/components/ui/json-ld";
import type { FAQPage, WithContext } from "schema-dts";

/**
 * Questions and answers as an accordion (spec §4): one open at a time, and clicking the open
 * one closes it. Native disclosure elements sharing a name do exactly that, from the keyboard
 * too, with no script: the answers open before the page's JavaScript has loaded, or without it.
 * Used wherever the spec shows an FAQ, and it carries the same questions as structured data, so
 * every FAQ a visitor sees is one search engines read, word for word.
 */
export function FaqSection({
  id = "faq",
  title,
  items,
}: {
  id?: string;
  title: string;
  items: FaqItem[];
}) {
  const headingId = `${id}-heading`;
  return (
    <Section static deps={[items]} id={id} aria-labelledby={headingId}>
      <div className="mx-auto max-w-3xl">
        <SectionHeading id={headingId} title={title} />
        <div className="mt-8">
          {items.map((item) => (
            <details key={item.question} name={id} className="group border-b border-border">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-left text-lg font-semibold text-ink hover:text-primary [&::-webkit-details-marker]:hidden">
                {item.question}
                <ChevronDown
                  aria-hidden
                  className="size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                />
              </summary>
              <p className="pb-4 text-ink-muted">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
      <JsonLd data={import.meta.env.SSR ? faqJsonLd(items) : undefined} />
    </Section>
  );
}

/** The same questions as schema.org FAQPage data, so search results and the page agree. */
function faqJsonLd(items: FaqItem[]): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
