import { Mail, MapPin, Phone } from "~/components/ui/icons";
import { addressOneLine, mapsUrl, studio } from "~/content/studio";
import { cn } from "~/lib/cn";
import { contactIcons } from "./contact-icons";

/**
 * Phone, email and street address as links; used by headers, footers and contact blocks. Their
 * icons come from the contact icons' file (contact-icons.ts), as they are mostly below the first
 * screen; a header above it draws them from the page's own symbols (`symbols="page"`).
 */
export function ContactDetails({
  className,
  layout = "column",
  symbols = "file",
}: {
  className?: string;
  layout?: "row" | "column";
  symbols?: "page" | "file";
}) {
  const item = "inline-flex items-center gap-2 rounded-control hover:text-accent";
  const sprite = symbols === "file" ? contactIcons : undefined;
  return (
    <ul
      className={cn(
        "flex gap-x-6 gap-y-2",
        layout === "column" ? "flex-col" : "flex-wrap items-center",
        className,
      )}
    >
      <li>
        <a className={item} href={studio.phone.href}>
          <Phone aria-hidden className="size-4" sprite={sprite} />
          {studio.phone.display}
        </a>
      </li>
      <li>
        <a className={item} href={`mailto:${studio.email}`}>
          <Mail aria-hidden className="size-4" sprite={sprite} />
          {studio.email}
        </a>
      </li>
      <li>
        <a className={item} href={mapsUrl()} target="_blank" rel="noopener noreferrer">
          <MapPin aria-hidden className="size-4" sprite={sprite} />
          {addressOneLine()}
          <span className="sr-only"> (opens a map in a new tab)</span>
        </a>
      </li>
    </ul>
  );
}
