import { expect, test } from "./fixtures";

function nonceOf(csp: string | undefined): string {
  return /'nonce-([^']+)'/.exec(csp ?? "")?.[1] ?? "";
}

test.describe("security headers", () => {
  for (const path of ["/", "/no-such-page"]) {
    test(`${path} carries the headers and a fresh nonce on every script`, async ({ request }) => {
      const first = await request.get(path);
      const second = await request.get(path);
      const headers = first.headers();
      expect(headers["strict-transport-security"]).toContain("max-age=");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["x-powered-by"]).toBeUndefined();
      const nonce = nonceOf(headers["content-security-policy"]);
      expect(nonce).not.toBe("");
      expect(nonce).not.toBe(nonceOf(second.headers()["content-security-policy"]));
      const html = await first.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      expect(html).not.toContain("studio-prerender-nonce");
    });
  }

  test("the page runs under its policy: it hydrates without CSP violations", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-side", "home");
    await page.waitForFunction(() => "__reactRouterRouteModules" in window);
    expect(violations).toEqual([]);
  });

  test("prerendered pages revalidate with an ETag; hashed assets are immutable", async ({
    request,
  }) => {
    const page = await request.get("/");
    expect(page.headers()["cache-control"]).toBe("no-cache");
    const etag = page.headers().etag ?? "";
    expect(etag).not.toBe("");
    const again = await request.get("/", { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);
    expect(again.headers()["content-security-policy"]).toBeUndefined();
    const asset = /\/assets\/[^"]+\.js/.exec(await page.text())?.[0] ?? "";
    const assetResponse = await request.get(asset);
    expect(assetResponse.status()).toBe(200);
    expect(assetResponse.headers()["cache-control"]).toContain("immutable");
  });

  test("responses are compressed", async ({ request }) => {
    const response = await request.get("/", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(["br", "gzip"]).toContain(response.headers()["content-encoding"]);
  });

  test("/healthz answers 200 when the database is reachable", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });
});
