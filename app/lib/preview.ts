import type { MetaDescriptor } from "react-router";

// A public page staff can preview with a season not yet live (?preview=…): its headers and head
// tags say so (never cached, never indexed); otherwise they are the page's own.

/** A route's headers export: a preview's private headers, else none of its own. */
export function previewOrNot({ loaderHeaders }: { loaderHeaders: Headers }): Headers {
  return loaderHeaders;
}

/** A route's meta export with robots "noindex" added when its data is a preview. */
export function previewMeta<Args>(meta: (args: Args) => MetaDescriptor[]) {
  return (args: Args & { loaderData?: unknown }): MetaDescriptor[] => {
    const data = args.loaderData as { preview?: unknown } | undefined;
    const tags = meta(args);
    return data?.preview ? [...tags, { name: "robots", content: "noindex, nofollow" }] : tags;
  };
}
