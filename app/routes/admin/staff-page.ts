import type { LinkDescriptor, MetaDescriptor } from "react-router";
import adminStyles from "~/admin.css?url";
import { studio } from "~/content/studio";

// What every staff page sends besides its content: never indexed, never cached, and the staff
// area's stylesheet (the site's inlined styles leave out the classes only staff pages use).

export function staffHeaders(): HeadersInit {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
}

/** A staff page's headers with its action's own (a 429's Retry-After, a new session's cookie). */
export function staffHeadersWithAction({ actionHeaders }: { actionHeaders: Headers }): Headers {
  const merged = new Headers(staffHeaders());
  actionHeaders.forEach((value, name) => merged.set(name, value));
  return merged;
}

export function staffMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${studio.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

export function staffLinks(): LinkDescriptor[] {
  return [{ rel: "stylesheet", href: adminStyles }];
}
