import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type OutgoingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  checkSameAnswers,
  copyAnswers,
  headBytes,
  nginxConfig,
} from "../../scripts/bench/nginx.ts";

// The throughput bench compares our server with nginx on the same answer: the same body, and
// the same headers, which nginx is configured to send. CI has no nginx: these check the
// configuration it is given and the check the bench makes of its answers, against real HTTP
// servers on 127.0.0.1.

const policy = "default-src 'self'; script-src 'self' 'sha256-a+b/c='";
const pageHeaders: OutgoingHttpHeaders = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "Content-Security-Policy": policy,
  "Cache-Control": "public, max-age=0, s-maxage=30",
  ETag: 'W/"ours"',
  "X-Request-Id": "0b8f0c5e-6f0e-4e39-9b83-1d1a0d1e2f3a",
  "Content-Type": "text/html; charset=utf-8",
};
const body = "<!doctype html><title>Studio</title>";

const servers: Server[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function serve(headers: OutgoingHttpHeaders): Promise<string> {
  const server = createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("nginx on the same answer", () => {
  it("sends each copied page from an exact location with our server's headers", () => {
    const config = nginxConfig({
      root: "/srv/files",
      port: 8080,
      prefix: "/tmp/nginx",
      answers: new Map([
        ["/", { bytes: 10, headers: [["content-security-policy", policy]] }],
        ["/camps", { bytes: 12, headers: [["vary", 'Accept-Encoding, "x"']] }],
      ]),
    });
    expect(config).toContain("location = / {\n    try_files /index.html =404;");
    expect(config).toContain(`add_header content-security-policy "${policy}";`);
    expect(config).toContain("location = /camps/ {\n    try_files /camps/index.html =404;");
    expect(config).toContain('add_header vary "Accept-Encoding, \\"x\\"";');
    expect(config.match(/add_header X-Request-Id \$request_id;/g)).toHaveLength(2);
    expect(config).toContain("charset utf-8;");
  });

  it("refuses a header value nginx would read as a variable", () => {
    const answers = new Map([["/", { bytes: 1, headers: [["x-price", "$20"] as const] }]]);
    expect(() => nginxConfig({ root: "/", port: 1, prefix: "/tmp", answers })).toThrow(/"\$"/);
  });

  it("copies each page's body and the headers nginx does not make itself", async () => {
    const ours = await serve(pageHeaders);
    const dir = mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
    dirs.push(dir);
    const answers = await copyAnswers(ours, ["/camps"], dir);
    expect(readFileSync(path.join(dir, "camps", "index.html"), "utf8")).toBe(body);
    const copied = answers.get("/camps");
    expect(copied?.bytes).toBe(body.length);
    expect(Object.fromEntries(copied?.headers ?? [])).toEqual({
      "strict-transport-security": "max-age=63072000; includeSubDomains",
      "content-security-policy": policy,
      "cache-control": "public, max-age=0, s-maxage=30",
    });
  });

  it("measures each server's head, and fails when nginx leaves out a header or changes it", async () => {
    const ours = await serve(pageHeaders);
    const dir = mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
    dirs.push(dir);
    const answers = await copyAnswers(ours, ["/camps"], dir);

    const { ETag: _etag, ...same } = pageHeaders;
    const alike = await serve({ ...same, ETag: '"nginx-1"', "X-Request-Id": "a".repeat(32) });
    const heads = await checkSameAnswers(answers, ours, alike);
    const raw = async (origin: string, page: string) => {
      const answer = await fetch(`${origin}${page}`);
      await answer.arrayBuffer();
      return headBytes(`${origin}${page}`);
    };
    expect(heads.get("/camps")).toEqual({
      ours: await raw(ours, "/camps"),
      nginx: await raw(alike, "/camps/"),
    });
    expect(heads.get("/camps")?.ours).toBeGreaterThan(policy.length);

    const { "Content-Security-Policy": _policy, ...withoutPolicy } = pageHeaders;
    const missing = await serve(withoutPolicy);
    await expect(checkSameAnswers(answers, ours, missing)).rejects.toThrow(
      /content-security-policy: null/,
    );
    const changed = await serve({ ...pageHeaders, "Cache-Control": "no-store" });
    await expect(checkSameAnswers(answers, ours, changed)).rejects.toThrow(/cache-control/);
  });
});
