import { createHash } from "node:crypto";
import { request as httpRequest } from "node:http";
import { publicPageCaching } from "~/http/caching.server";
import { newsletterFields } from "~/lib/newsletter-form";
import { expect, test } from "./fixtures";

function nonceOf(csp: string | undefined): string {
  return /'nonce-([^']+)'/.exec(csp ?? "")?.[1] ?? "";
}

const fixedHeaders = (headers: Record<string, string>) => {
  expect(headers["strict-transport-security"]).toContain("max-age=");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  // A directive no browser knows any more (FLoC) only earns a console warning.
  expect(headers["permissions-policy"]).not.toContain("interest-cohort");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-powered-by"]).toBeUndefined();
};

const scriptTags = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);

test.describe("security headers", () => {
  test("a page rendered per request carries a fresh nonce on every script", async ({ request }) => {
    const first = await request.get("/no-such-page");
    const second = await request.get("/no-such-page");
    fixedHeaders(first.headers());
    const nonce = nonceOf(first.headers()["content-security-policy"]);
    expect(nonce).not.toBe("");
    expect(nonce).not.toBe(nonceOf(second.headers()["content-security-policy"]));
    const scripts = scriptTags(await first.text());
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  test("a prerendered page lists the hash of each of its inline scripts", async ({ request }) => {
    const response = await request.get("/");
    fixedHeaders(response.headers());
    const csp = response.headers()["content-security-policy"] ?? "";
    expect(csp).not.toContain("'nonce-");
    const html = await response.text();
    expect(html).not.toContain("studio-prerender-nonce");
    // Structured data never runs, so the policy need not list it.
    const bodies = [
      ...html.matchAll(/<script\b(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
    ].map((m) => m[1] ?? "");
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) {
      const digest = createHash("sha256").update(body).digest("base64");
      expect(csp).toContain(`'sha256-${digest}'`);
    }
  });

  test("static files and their refusals carry the same headers as pages", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0] ?? "";
    expect(asset).not.toBe("");
    for (const path of [asset, "/assets/missing.js", "/assets/..%2f..%2fpackage.json"]) {
      const response = await request.get(path);
      fixedHeaders(response.headers());
    }
    const missing = await request.get("/assets/missing.js");
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toBe("Not Found");
    const notMissing = await request.post("/assets/missing.js", { form: { a: "b" } });
    expect(notMissing.status()).toBeLessThan(500);
    fixedHeaders(notMissing.headers());
  });

  test("with a query string a public page is rendered afresh, the same for every visitor", async ({
    request,
  }) => {
    const response = await request.get("/?from=test");
    expect(response.status()).toBe(200);
    const csp = response.headers()["content-security-policy"] ?? "";
    expect(nonceOf(csp)).toBe("");
    expect(csp).toContain("'sha256-");
    expect(await response.text()).not.toContain(" nonce=");
  });

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
    expect(page.headers()["cache-control"]).toBe(publicPageCaching);
    const etag = page.headers().etag ?? "";
    expect(etag).not.toBe("");
    const again = await request.get("/", { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);
    const asset = /\/assets\/[^"]+\.js/.exec(await page.text())?.[0] ?? "";
    const assetResponse = await request.get(asset);
    expect(assetResponse.status()).toBe(200);
    expect(assetResponse.headers()["cache-control"]).toContain("immutable");
  });

  test("responses are compressed: prerendered pages with brotli, others as the client asks", async ({
    request,
  }) => {
    const page = await request.get("/", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(page.headers()["content-encoding"]).toBe("br");
    const gzipOnly = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzipOnly.headers()["content-encoding"]).toBe("gzip");
    const rendered = await request.get("/no-such-page", { headers: { "Accept-Encoding": "gzip" } });
    expect(rendered.headers()["content-encoding"]).toBe("gzip");
  });

  test("/healthz answers 200 when the database is reachable", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { outbox: Record<string, unknown> };
    expect(body).toEqual({
      status: "ok",
      spooled: 0,
      rejected: 0,
      outbox: expect.objectContaining({ pending: expect.any(Number), failed: expect.any(Number) }),
      // No BACKUP_URL on this server (tests/e2e/litestream.spec.ts runs its own).
      backup: {
        state: "off",
        lagSeconds: null,
        lastBackupAt: null,
        lastErrorAt: null,
        restarts: 0,
      },
    });
    expect(Object.keys(body.outbox).sort()).toEqual(["failed", "oldestPendingSeconds", "pending"]);
  });
});

test.describe("behind a proxy that rewrites Host", () => {
  const port = Number(process.env.E2E_PORT ?? 3100);
  const siteUrl = `http://localhost:${port}`;

  /** A form post as the proxy hands it on: the visitor's Origin, the proxy's own Host. */
  function postThroughProxy(path: string, origin: string, fields: Record<string, string>) {
    const body = new URLSearchParams(fields).toString();
    return new Promise<{ status: number; location: string }>((resolve, reject) => {
      const request = httpRequest(
        {
          host: "127.0.0.1",
          port,
          path,
          method: "POST",
          headers: {
            Host: "studio-internal:8080",
            Origin: origin,
            "Content-Type": "application/x-www-form-urlencoded",
            "Content-Length": Buffer.byteLength(body),
          },
        },
        (response) => {
          response.resume();
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              location: response.headers.location ?? "",
            }),
          );
        },
      );
      request.on("error", reject);
      request.end(body);
    });
  }

  test("a post from the site's public origin (SITE_URL) is taken; one from elsewhere is not", async () => {
    const signUp = {
      [newsletterFields.email]: `proxy-${Date.now()}@example.com`,
      [newsletterFields.side]: "karate",
      [newsletterFields.returnTo]: "/",
      [newsletterFields.anchor]: "newsletter",
    };
    const fromSite = await postThroughProxy("/newsletter", siteUrl, signUp);
    expect([200, 302, 303]).toContain(fromSite.status);
    const signIn = { email: "nobody@example.com", password: "not a password" };
    expect((await postThroughProxy("/admin/login", siteUrl, signIn)).status).toBe(401);
    for (const path of ["/newsletter", "/admin/login"]) {
      const elsewhere = await postThroughProxy(path, "https://evil.example", signIn);
      expect(elsewhere.status, path).toBe(403);
    }
  });
});
