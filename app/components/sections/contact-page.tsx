import { Mail, MapPin, Phone } from "~/components/ui/icons";
import { contactPage } from "~/content/contact-page";
import type { Side } from "~/site-pages";
import { addressOneLine, mapsUrl, studio } from "~/content/studio";
import type { ContactResult } from "~/lib/contact-form";
import { Card } from "~/components/ui/card";
import { CardGrid } from "~/components/ui/card-grid";
import { PageHero } from "./page-hero";
import { ContactForm } from "./contact-form";

// A contact page of either side (spec §2 "Contact page", /yoga/contact): the cards Email,
// Call/Text and Location, and the message form.

const cardLayout = "flex h-full flex-col items-start gap-2 p-6";
const linkClass = "font-semibold text-primary underline-offset-4 hover:underline break-words";

function ContactCards() {
  const { cards } = contactPage;
  return (
    <CardGrid className="gap-4 md:grid-cols-3">
      <Card as="li" className={cardLayout}>
        <Mail aria-hidden className="size-8 text-accent" />
        <h2 className="text-xl font-bold text-ink">{cards.email.title}</h2>
        <p className="text-ink-muted">{cards.email.text}</p>
        <a className={linkClass} href={`mailto:${studio.email}`}>
          {studio.email}
        </a>
      </Card>
      <Card as="li" className={cardLayout}>
        <Phone aria-hidden className="size-8 text-accent" />
        <h2 className="text-xl font-bold text-ink">{cards.phone.title}</h2>
        <p className="text-ink-muted">{cards.phone.text}</p>
        <a className={linkClass} href={studio.phone.href}>
          {studio.phone.display}
        </a>
      </Card>
      <Card as="li" className={cardLayout}>
        <MapPin aria-hidden className="size-8 text-accent" />
        <h2 className="text-xl font-bold text-ink">{cards.location.title}</h2>
        <address className="text-ink-muted not-italic">{addressOneLine()}</address>
        <a className={linkClass} href={mapsUrl()} target="_blank" rel="noopener noreferrer">
          {cards.location.text}
          <span className="sr-only"> (opens a map in a new tab)</span>
        </a>
      </Card>
    </CardGrid>
  );
}

export function ContactPage({ side, serverResult }: { side: Side; serverResult?: ContactResult }) {
  const words = contactPage.sides[side];
  return (
    <div id="top">
      <PageHero eyebrow={words.eyebrow} title={words.title} intro={words.intro} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-20">
        <ContactCards />
        <Card as="section" id="message" aria-labelledby="message-heading" className="p-6 sm:p-10">
          <h2 id="message-heading" className="mb-6 text-2xl font-bold text-ink">
            {words.formHeading}
          </h2>
          <ContactForm side={side} messageRows={words.messageRows} serverResult={serverResult} />
        </Card>
      </div>
    </div>
  );
}
