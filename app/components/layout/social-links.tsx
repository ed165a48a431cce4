import { studio } from "~/content/studio";
import { siteText } from "~/content/site";

// Brand marks drawn inline (simple paths) so no icon font or remote image is needed.
const icons = {
  Facebook:
    "M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.6c-.3 0-1.3-.1-2.4-.1-2.4 0-4 1.4-4 4.1v1.9H8v3.2h2.6V21H14v-9.3h2.6l.4-3.2H14Z",
  Instagram:
    "M12 7.2A4.8 4.8 0 1 0 12 16.8 4.8 4.8 0 0 0 12 7.2Zm0 7.9a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2Zm6.1-8.1a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0ZM21 7.1c-.1-1.6-.4-3-1.6-4.2C18.2 1.7 16.8 1.4 15.2 1.3 13.5 1.2 10.5 1.2 8.8 1.3 7.2 1.4 5.8 1.7 4.6 2.9 3.4 4.1 3.1 5.5 3 7.1c-.1 1.7-.1 6.7 0 8.4.1 1.6.4 3 1.6 4.2 1.2 1.2 2.6 1.5 4.2 1.6 1.7.1 6.7.1 8.4 0 1.6-.1 3-.4 4.2-1.6 1.2-1.2 1.5-2.6 1.6-4.2.1-1.7.1-6.7 0-8.4Zm-2.2 10.2a3.2 3.2 0 0 1-1.8 1.8c-1.3.5-4.3.4-5 .4s-3.7.1-5-.4a3.2 3.2 0 0 1-1.8-1.8c-.5-1.3-.4-4.3-.4-5s-.1-3.7.4-5a3.2 3.2 0 0 1 1.8-1.8c1.3-.5 4.3-.4 5-.4s3.7-.1 5 .4a3.2 3.2 0 0 1 1.8 1.8c.5 1.3.4 4.3.4 5s.1 3.7-.4 5Z",
} as const;

export function SocialLinks({ className }: { className?: string }) {
  const links = [
    { name: "Facebook", href: studio.social.facebook },
    { name: "Instagram", href: studio.social.instagram },
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
              <path d={icons[link.name]} />
            </svg>
            <span className="sr-only">{`${link.name} ${siteText.newTab}`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
