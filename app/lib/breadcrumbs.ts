import type { BreadcrumbList, WithContext } from "schema-dts";
import { sideOfPath, type Side } from "~/site-pages";

// Where each page sits, as search results show it above the page's title ("Home › Karate ›
// Events"): the landing page, then the programme the page belongs to, then the page. A page in
// its side's navigation is named as the navigation names it; any other page by its title (the
// part before " | "), unless it names itself. The landing page, the top of every trail, has none
// of its own. Built with the page's other metadata (lib/meta.ts); tests/e2e/seo.spec.ts holds
// every page's trail to the side app/site-pages.ts gives it.

export type Crumb = { name: string; path: string };

/** Under a side's home (the default: the side the path belongs to), the landing page, or none. */
export type CrumbParent = Side | "home" | "none";

/** The names a trail uses: the landing page's, each side's home and each side's navigation. */
export type TrailNames = {
  home: string;
  sideHomes: Record<Side, Crumb>;
  navigations: Record<Side, readonly { to: string; label: string }[]>;
};

export function breadcrumbTrail(
  page: { path: string; title: string; under?: CrumbParent; crumb?: string },
  { home: homeName, sideHomes, navigations }: TrailNames,
): Crumb[] {
  const { path, title, under = sideOfPath(path) } = page;
  const home: Crumb = { name: homeName, path: "/" };
  if (under === "none" || path === "/") return [];
  const navName =
    under === "home" ? undefined : navigations[under].find((item) => item.to === path)?.label;
  const name = page.crumb ?? navName ?? title.split(" | ")[0] ?? title;
  return [home, ...(under === "home" ? [] : [sideHomes[under]]), { name, path }];
}

export function breadcrumbJsonLd(trail: Crumb[], origin: string): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}
