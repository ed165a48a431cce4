import { Link } from "react-router";
import { contactBlock } from "~/content/contact";
import { ContactDetails } from "~/components/layout/contact-details";
import { SocialLinks } from "~/components/layout/social-links";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "./page-hero";

/** The studio's phone, email, address and social accounts, with a way to the contact page. */
export function ContactBlock({ id = "contact-block" }: { id?: string }) {
  const headingId = `${id}-heading`;
  return (
    <Section static id={id} aria-labelledby={headingId}>
      <Card className="mx-auto grid max-w-5xl gap-8 p-8 md:grid-cols-[1.2fr_1fr] md:p-12">
        <div>
          <SectionHeading
            id={headingId}
            eyebrow={contactBlock.eyebrow}
            title={contactBlock.heading}
            intro={contactBlock.text}
            align="left"
          />
          <Button asChild className="mt-6">
            <Link to="/contact">{contactBlock.contactPageLabel}</Link>
          </Button>
        </div>
        <div className="flex flex-col justify-center gap-6 text-ink">
          <ContactDetails />
          <div>
            <p className="text-sm font-semibold text-ink-muted">{contactBlock.followUs}</p>
            <SocialLinks className="mt-2 flex gap-3" />
          </div>
        </div>
      </Card>
    </Section>
  );
}
