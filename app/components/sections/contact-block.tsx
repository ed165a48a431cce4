import { Link } from "react-router";
import { contactBlock } from "~/content/contact";
import { ContactDetails } from "~/components/layout/contact-details";
import { SocialLinks } from "~/components/layout/social-links";
import { Button } from "~/components/ui/button";
import { Static } from "~/components/ui/static";
import { SectionHeading } from "./page-hero";

/** The studio's phone, email, address and social accounts, with a way to the contact page. */
export function ContactBlock({ id = "contact-block" }: { id?: string }) {
  const headingId = `${id}-heading`;
  return (
    <Static as="section" id={id} aria-labelledby={headingId} className="px-4 py-16">
      <div className="mx-auto grid max-w-5xl gap-8 rounded-card border border-border bg-surface p-8 shadow-card md:grid-cols-[1.2fr_1fr] md:p-12">
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
      </div>
    </Static>
  );
}
