import { siteOrigin } from "~/infra/env.server";

export function loader() {
  const body = ["User-agent: *", "Allow: /", `Sitemap: ${siteOrigin()}/sitemap.xml`, ""];
  return new Response(body.join("\n"), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
