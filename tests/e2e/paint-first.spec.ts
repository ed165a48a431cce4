import { sitePages } from "~/site-pages";
import { expect, test } from "./fixtures";

// Every page paints before its scripts load (app/lib/paint-first.server.ts), in the HTML the
// production server sends, prerendered or rendered per request. A React Router upgrade that
// changes the start-up script's shape fails here rather than quietly slowing every page.

test("every page sends its start-up script deferred to after the first frame", async ({
  request,
}) => {
  for (const { path } of [...sitePages, { path: "/this-page-does-not-exist" }]) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('<link rel="modulepreload"');
    const modules = [...html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)];
    expect(modules, path).toHaveLength(1);
    const body = modules[0]?.[1] ?? "";
    expect(body, path).toMatch(/^const start=async\(\)=>\{/);
    expect(body, path).not.toMatch(/^\s*import\s[^(]/m);
  }
});
