import type { MetaDescriptor } from "react-router";
import { homeName, karateNavigation, programNames, yogaNavigation } from "~/content/navigation";
import type { TrailNames } from "~/lib/breadcrumbs";
import { metaTags, type PageMeta, type RootMatch } from "~/lib/meta";
import { sideOfPath, type Side } from "~/site-pages";

// Each page's head tags (lib/meta.ts), its breadcrumb trail named as the site's navigation
// names its pages.

export { originFrom } from "~/lib/meta";

const trailNames: TrailNames = {
  home: homeName,
  sideHomes: {
    karate: { name: programNames.karate, path: "/karate" },
    yoga: { name: programNames.yoga, path: "/yoga" },
  },
  navigations: { karate: karateNavigation, yoga: yogaNavigation },
};

export function pageMeta(page: PageMeta, matches: ReadonlyArray<RootMatch>): MetaDescriptor[] {
  return metaTags(page, matches, trailNames);
}

/** A route's meta export for a page whose head tags do not depend on its data. */
export function metaFor(page: PageMeta) {
  return ({ matches }: { matches: ReadonlyArray<RootMatch> }) => pageMeta(page, matches);
}

/** The meta export of a page each side has (/login and /yoga/login): its head tags by side. */
export function metaBySide(pageOf: (side: Side) => PageMeta) {
  return ({
    location,
    matches,
  }: {
    location: { pathname: string };
    matches: ReadonlyArray<RootMatch>;
  }) => pageMeta(pageOf(sideOfPath(location.pathname)), matches);
}
