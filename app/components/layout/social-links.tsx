import { studio } from "~/content/studio";
import { siteText } from "~/content/site";
import { iconSymbolId } from "~/lib/icon-sprite";

// The networks' marks are symbols of the icon sprite (app/assets/brand/), so no icon font,
// remote image or path data in the script is needed.

export function SocialLinks({ className }: { className?: string }) {
  const links = [
    { name: "Facebook", mark: "brand-facebook", href: studio.social.facebook },
    { name: "Instagram", mark: "brand-instagram", href: studio.social.instagram },
  ] as const;
  return (
    <ul className={className ?? "flex gap-3"}>
      {links.map((link) => (
        <li key={link.name}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="flex size-11 items-center justify-center rounded-full border border-current/40 hover:bg-white/10"
          >
            <svg viewBox="0 0 24 24" aria-hidden className="size-5 fill-current">
              <use href={`#${iconSymbolId(link.mark)}`} />
            </svg>
            <span className="sr-only">{`${link.name} ${siteText.newTab}`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
