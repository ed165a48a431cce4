import { Mail, MapPin, Phone } from "~/components/ui/icons";
import { contactPage } from "~/content/contact-page";
import type { Side } from "~/site-pages";
import { addressOneLine, mapsUrl, studio } from "~/content/studio";
import type { ContactResult } from "~/lib/contact-form";
import { PageHero } from "./page-hero";
import { ContactForm } from "./contact-form";

// A contact page of either side (spec §2 "Contact page", /yoga/contact): the cards Email,
// Call/Text and Location, and the message form.

const cardClass =
  "flex h-full flex-col items-start gap-2 rounded-card border border-border bg-surface p-6 shadow-card";
const linkClass = "font-semibold text-primary underline-offset-4 hover:underline break-words";

function ContactCards() {
  const { cards } = contactPage;
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      <li className={cardClass}>
        <Mail aria-hidden className="size-8 text-accent" />
        <h2 className="text-xl font-bold text-ink">{cards.email.title}</h2>
        <p className="text-ink-muted">{cards.email.text}</p>
        <a className={linkClass} href={`mailto:${studio.email}`}>
          {studio.email}
        </a>
      </li>
      <li className={cardClass}>
        <Phone aria-hidden className="size-8 text-accent" />
        <h2 className="text-xl font-bold text-ink">{cards.phone.title}</h2>
        <p className="text-ink-muted">{cards.phone.text}</p>
        <a className={linkClass} href={studio.phone.href}>
          {studio.phone.display}
        </a>
      </li>
      <li className={cardClass}>
        <MapPin aria-hidden className="size-8 text-accent" />
        <h2 className="text-xl font-bold text-ink">{cards.location.title}</h2>
        <address className="text-ink-muted not-italic">{addressOneLine()}</address>
        <a className={linkClass} href={mapsUrl()} target="_blank" rel="noopener noreferrer">
          {cards.location.text}
          <span className="sr-only"> (opens a map in a new tab)</span>
        </a>
      </li>
    </ul>
  );
}

export function ContactPage({ side, serverResult }: { side: Side; serverResult?: ContactResult }) {
  const words = contactPage.sides[side];
  return (
    <div id="top">
      <PageHero eyebrow={words.eyebrow} title={words.title} intro={words.intro} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-20">
        <ContactCards />
        <section
          id="message"
          aria-labelledby="message-heading"
          className="rounded-card border border-border bg-surface p-6 shadow-card sm:p-10"
        >
          <h2 id="message-heading" className="mb-6 text-2xl font-bold text-ink">
            {words.formHeading}
          </h2>
          <ContactForm side={side} messageRows={words.messageRows} serverResult={serverResult} />
        </section>
      </div>
    </div>
  );
}
