import type { MetaDescriptor } from "react-router";
import { studio } from "~/content/studio";

// What every staff page sends besides its content: never indexed, never cached.

export function staffHeaders(): HeadersInit {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
}

export function staffMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${studio.name}` }, { name: "robots", content: "noindex, nofollow" }];
}
