import { studio } from "~/content/studio";
import { ContactDetails } from "./contact-details";
import { Logo } from "./logo";

/** The landing page's header: logo, phone, email and address (spec §2 "Landing page"). */
export function LandingHeader() {
  return (
    <header className="border-b border-border bg-surface">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 lg:flex-row lg:items-center lg:justify-between">
        <Logo to="/" label={studio.name} />
        <ContactDetails layout="row" className="text-sm text-ink-muted" />
      </div>
    </header>
  );
}
