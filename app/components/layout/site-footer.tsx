import { Link } from "react-router";
import { siteText } from "~/content/site";
import { studio } from "~/content/studio";
import { ContactDetails } from "./contact-details";
import { LogoMark } from "./logo";
import { FOOTER_NAV_ID } from "./mobile-menu";
import { navigationFor } from "./site-header";
import { SocialLinks } from "./social-links";
import { usePathname } from "~/lib/use-pathname";
import { Static } from "~/components/ui/static";

/**
 * The footer on every page: contact details, social links and the side's pages. It changes only
 * with the side, so it stays as the server drew it until then (ui/static.tsx).
 */
export function SiteFooter() {
  const pathname = usePathname();
  const { items, name } = navigationFor(pathname);
  return (
    <Static as="footer" deps={[items]} className="mt-24 bg-primary text-on-primary">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 md:grid-cols-3">
        <div className="flex flex-col gap-4">
          <p className="flex items-center gap-3 font-display text-xl font-bold">
            <LogoMark className="text-on-primary" />
            {name}
          </p>
          <p className="max-w-xs text-on-primary/85">{siteText.description}</p>
        </div>
        <div className="flex flex-col gap-3">
          <h2 className="text-lg font-bold">{siteText.footer.getInTouch}</h2>
          <ContactDetails className="text-on-primary/90" />
          <h2 className="mt-4 text-lg font-bold">{siteText.footer.followUs}</h2>
          <SocialLinks />
        </div>
        <nav id={FOOTER_NAV_ID} aria-label="Footer" className="flex scroll-mt-24 flex-col gap-3">
          <h2 className="text-lg font-bold">{name}</h2>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-1.5">
            {items.map((item) => (
              <li key={item.to}>
                <Link className="rounded-control text-on-primary/90 hover:underline" to={item.to}>
                  {item.mobileLabel ?? item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-on-primary/20">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-on-primary/80">
          © {studio.name}. Teaching since {studio.foundedYear}.
        </p>
      </div>
    </Static>
  );
}
