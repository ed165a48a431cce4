import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settle, siteAddresses } from "../../scripts/bench/settle";
import { NOT_FOUND_PATH } from "../../scripts/bench/targets";
import { calendarFeedPaths, sitePages } from "~/site-pages";

// What a server is given before it is measured as one in service (bench:throughput --settle).

let clientDir: string;
beforeAll(() => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), "settle-"));
  mkdirSync(path.join(clientDir, "assets"));
  mkdirSync(path.join(clientDir, "karate"));
  writeFileSync(path.join(clientDir, "assets", "entry-abc.js"), "export {};");
  writeFileSync(path.join(clientDir, "karate", "index.html"), "<!doctype html>");
  writeFileSync(path.join(clientDir, "robots.txt"), "User-agent: *");
});
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe("settle", () => {
  it("lists every page, the not-found page, the feeds and every built file but the pages' own", () => {
    const addresses = siteAddresses(clientDir);
    for (const page of sitePages) expect(addresses).toContain(page.path);
    expect(addresses).toContain(NOT_FOUND_PATH);
    for (const feed of calendarFeedPaths) expect(addresses).toContain(feed);
    expect(addresses).toContain("/assets/entry-abc.js");
    expect(addresses).toContain("/robots.txt");
    expect(addresses).not.toContain("/karate/index.html");
  });

  it("asks for every address with browsers' headers, and stops when its time is up", async () => {
    const seen: { url: string; encoding: string | undefined; dest: string | undefined }[] = [];
    const server = createServer((req, res) => {
      seen.push({
        url: req.url ?? "",
        encoding: req.headers["accept-encoding"],
        dest: req.headers["sec-fetch-dest"],
      });
      res.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const started = performance.now();
    const answered = await settle(`http://127.0.0.1:${port}`, clientDir, 1);
    const took = performance.now() - started;
    await new Promise((resolve) => server.close(resolve));
    expect(took).toBeGreaterThanOrEqual(1000);
    expect(took).toBeLessThan(3000);
    expect(answered).toBe(seen.length);
    const urls = new Set(seen.map((request) => request.url));
    for (const address of siteAddresses(clientDir)) expect(urls).toContain(address);
    expect(seen.some((request) => request.encoding?.includes("br"))).toBe(true);
    expect(seen.some((request) => request.dest === "document")).toBe(true);
    expect(seen.some((request) => request.dest === "script")).toBe(true);
  });
});
