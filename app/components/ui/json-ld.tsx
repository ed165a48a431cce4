/**
 * Structured data for search engines, in the HTML the server sends. Callers build it on the
 * server only (`import.meta.env.SSR ? build(…) : undefined`), so neither the data nor the code
 * that builds it travels with the page's script or its loader data: React does not compare a
 * script's content when it takes over the page, so the browser keeps the server's. After a
 * navigation within the app the element stays empty; search engines read pages as the server
 * sends them. `<` is escaped so no value can close the tag early.
 */
export function JsonLd({ data }: { data: object | undefined }) {
  const json = data === undefined ? "" : JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
