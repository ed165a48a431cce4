import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { signInText } from "~/content/admin/sign-in";
import { checkStaffCode, staffOnlyScripts, staffTextMarkers } from "../../scripts/bench/staff-code";

// The bench's check that no public page loads the staff area's code, on a small client build.

const clientDir = mkdtempSync(path.join(os.tmpdir(), "staff-code-"));
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));
mkdirSync(path.join(clientDir, "assets"));
const manifest = {
  entry: { module: "/assets/entry.js", imports: ["/assets/framework.js"] },
  routes: {
    root: { id: "root", path: "", module: "/assets/root.js", imports: ["/assets/shared.js"] },
    "routes/home": {
      id: "routes/home",
      parentId: "root",
      module: "/assets/home.js",
      imports: ["/assets/shared.js"],
    },
    "routes/admin/layout": {
      id: "routes/admin/layout",
      parentId: "root",
      module: "/assets/layout.js",
      imports: ["/assets/shared.js"],
    },
    "routes/admin/inbox": {
      id: "routes/admin/inbox",
      parentId: "routes/admin/layout",
      path: "admin/inbox",
      module: "/assets/inbox.js",
      imports: ["/assets/layout.js", "/assets/form.js", "/assets/framework.js"],
    },
    // The same module under an id of its own: the path makes it a staff route.
    "admin-event-new": {
      id: "admin-event-new",
      parentId: "routes/admin/layout",
      path: "admin/events/new",
      module: "/assets/event-edit.js",
      imports: ["/assets/staff-page.js"],
    },
  },
};
writeFileSync(
  path.join(clientDir, "assets", "manifest-0a1b2c3d.js"),
  `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
);
const contentDir = path.resolve(import.meta.dirname, "../../app/content");
const origin = "http://127.0.0.1:1";

describe("staff-area code on public pages", () => {
  it("counts as staff-only what only the staff routes load", () => {
    expect([...staffOnlyScripts(clientDir)].toSorted()).toEqual([
      "/assets/event-edit.js",
      "/assets/form.js",
      "/assets/inbox.js",
      "/assets/layout.js",
      "/assets/staff-page.js",
    ]);
  });

  it("looks for the staff area's longer strings, not short words any page may have", async () => {
    const markers = await staffTextMarkers(contentDir);
    expect(markers).toContain(signInText.wrongCredentials);
    expect(markers).not.toContain(signInText.heading);
    expect(markers.every((marker) => marker.length >= 20)).toBe(true);
  });

  it("finds a staff route's script, and staff text bundled into a shared script", async () => {
    const bodies: Record<string, string> = {
      "/assets/home.js": "export default 1",
      "/assets/shared.js": `const a = ${JSON.stringify(signInText.wrongCredentials)};`,
      "/assets/framework.js": "",
    };
    const check = await checkStaffCode({
      clientDir,
      contentDir,
      pages: [
        { name: "/", scriptUrls: [`${origin}/assets/home.js`, `${origin}/assets/framework.js`] },
        { name: "/contact", scriptUrls: [`${origin}/assets/shared.js`] },
        { name: "/events", scriptUrls: [`${origin}/assets/layout.js`] },
      ],
      fetchText: async (url) => bodies[new URL(url).pathname] ?? "",
    });
    expect(check.findings).toEqual([
      `\`/contact\` loads /assets/shared.js (has the staff text “${signInText.wrongCredentials}”)`,
      "`/events` loads /assets/layout.js (a staff route's script)",
    ]);
    expect(check).toMatchObject({ staffOnlyScripts: 5, pagesChecked: 3 });
  });
});
