/**
 * Structured data for search engines. It is data, not a script the browser runs; `<` is escaped
 * so no value can close the tag early.
 */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
