import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "~/components/ui/accordion";
import { SectionHeading } from "./page-hero";

export type FaqItem = { question: string; answer: string };

/**
 * Questions and answers as an accordion (spec §4): one open at a time, and clicking the open
 * one closes it. Used wherever the spec shows an FAQ.
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
    <section id={id} aria-labelledby={headingId} className="px-4 py-16">
      <div className="mx-auto max-w-3xl">
        <SectionHeading id={headingId} title={title} />
        <Accordion className="mt-8">
          {items.map((item, index) => (
            <AccordionItem key={item.question} value={`${id}-${index}`}>
              <AccordionTrigger>{item.question}</AccordionTrigger>
              <AccordionContent>{item.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </section>
  );
}

/** The same questions as schema.org FAQPage data, so search results and the page agree. */
export function faqJsonLd(items: FaqItem[]) {
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
