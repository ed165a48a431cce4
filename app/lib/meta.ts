import type { MetaDescriptor } from "react-router";
import {
  breadcrumbJsonLd,
  breadcrumbTrail,
  type CrumbParent,
  type TrailNames,
} from "./breadcrumbs";

// Each page's title, description, canonical link, social-card tags and breadcrumb trail (as
// structured data), rendered into the HTML the server sends. The origin comes from the root loader (SITE_URL);
// the trail's names are the site's navigation (components/layout/page-meta.ts gives them).

export type PageMeta = {
  title: string;
  description: string;
  /** The page's path; the canonical URL is the site origin plus this. */
  path: string;
  image?: string;
  type?: "website" | "article" | "event";
  /** Where the page sits in its breadcrumbs (lib/breadcrumbs.ts): by default, under its side. */
  under?: CrumbParent;
  /** Its name there, when neither the navigation nor the title gives the right one. */
  crumb?: string;
};

export type RootMatch = { id: string; loaderData?: unknown } | undefined;

export function originFrom(matches: ReadonlyArray<RootMatch>): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData;
  if (root && typeof root === "object" && "origin" in root && typeof root.origin === "string") {
    return root.origin;
  }
  return "";
}

export function metaTags(
  page: PageMeta,
  matches: ReadonlyArray<RootMatch>,
  names: TrailNames,
): MetaDescriptor[] {
  const origin = originFrom(matches);
  const url = `${origin}${page.path}`;
  const image = `${origin}${page.image ?? "/og-image.png"}`;
  const trail = breadcrumbTrail(page, names);
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    // X reads the title, description and picture from the og: tags when it has none of its own.
    { name: "twitter:card", content: "summary_large_image" },
    ...(trail.length > 0 ? [{ "script:ld+json": breadcrumbJsonLd(trail, origin) }] : []),
  ];
}
