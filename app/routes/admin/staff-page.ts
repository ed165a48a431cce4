import type { LinkDescriptor, MetaDescriptor } from "react-router";
import adminStyles from "~/admin.css?url";
import { studio } from "~/content/studio";

// What every staff page sends besides its content: never indexed, never cached, and the staff
// area's stylesheet (the site's inlined styles leave out the classes only staff pages use).

export function staffHeaders(): HeadersInit {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
}

export function staffMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${studio.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

export function staffLinks(): LinkDescriptor[] {
  return [{ rel: "stylesheet", href: adminStyles }];
}
