import { karateNavigation, yogaNavigation, type NavItem } from "~/content/navigation";
import { studio } from "~/content/studio";
import { sideOfPath } from "~/site-pages";
import { cn } from "~/lib/cn";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavItemLink } from "./nav-item-link";
import { usePathname } from "~/lib/use-pathname";

export function navigationFor(pathname: string): { items: NavItem[]; home: string; name: string } {
  return sideOfPath(pathname) === "yoga"
    ? { items: yogaNavigation, home: "/yoga", name: studio.yogaName }
    : { items: karateNavigation, home: "/karate", name: studio.name };
}

/** The header of the karate and yoga sides, kept at the top as the page scrolls; the yoga
 * variant applies under /yoga. */
export function SiteHeader() {
  const pathname = usePathname();
  const { items, home, name } = navigationFor(pathname);
  const desktopItems = items.filter((item) => !item.mobileOnly);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 md:h-18 xl:h-20">
        <Logo to={home} label={name} />
        <nav aria-label="Main" className="hidden xl:block">
          <NavList items={desktopItems} pathname={pathname} />
        </nav>
        <MobileMenu items={items} pathname={pathname} />
      </div>
      <nav aria-label="Main" className="hidden border-t border-border md:block xl:hidden">
        <NavList
          items={desktopItems}
          pathname={pathname}
          className="justify-center px-2 py-1.5 [&_a]:px-1.5 [&_a]:text-[0.8125rem]"
        />
      </nav>
    </header>
  );
}

function NavList({
  items,
  pathname,
  className,
}: {
  items: NavItem[];
  pathname: string;
  className?: string;
}) {
  return (
    <ul className={cn("flex flex-wrap items-center gap-0.5", className)}>
      {items.map((item) => (
        <li key={item.to}>
          <NavItemLink item={item} pathname={pathname} place="bar" />
        </li>
      ))}
    </ul>
  );
}
