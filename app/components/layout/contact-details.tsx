import { Mail, MapPin, Phone } from "~/components/ui/icons";
import { addressOneLine, mapsUrl, studio } from "~/content/studio";
import { cn } from "~/lib/cn";

/** Phone, email and street address as links; used by headers, footers and contact blocks. */
export function ContactDetails({
  className,
  layout = "column",
}: {
  className?: string;
  layout?: "row" | "column";
}) {
  const item = "inline-flex items-center gap-2 rounded-control hover:text-accent";
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
          <Phone aria-hidden className="size-4" />
          {studio.phone.display}
        </a>
      </li>
      <li>
        <a className={item} href={`mailto:${studio.email}`}>
          <Mail aria-hidden className="size-4" />
          {studio.email}
        </a>
      </li>
      <li>
        <a className={item} href={mapsUrl()} target="_blank" rel="noopener noreferrer">
          <MapPin aria-hidden className="size-4" />
          {addressOneLine()}
          <span className="sr-only"> (opens a map in a new tab)</span>
        </a>
      </li>
    </ul>
  );
}
