import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

// The staff area's code stays out of the public pages: no public page may load a script that only
// the staff routes need, nor any script holding the staff area's words (which would mean staff
// code was bundled into a chunk the public pages share).
//
// "Staff-only" scripts come from the build's route manifest: every module and import of the
// routes under routes/admin/, less everything the entry or any other route loads. The words are
// the staff area's content module's strings, less those that some other content module also has.

type ManifestEntry = { module: string; imports?: string[] };
type ManifestRoute = ManifestEntry & { id: string; path?: string; parentId?: string };
type BrowserManifest = { entry: ManifestEntry; routes: Record<string, ManifestRoute> };

export type StaffCodeCheck = {
  staffOnlyScripts: number;
  markers: number;
  pagesChecked: number;
  /** One line per public page that loads staff code, naming what it loads. */
  findings: string[];
};

/** Shorter strings ("Email", "Events") are words any page may have. */
const MARKER_MIN_LENGTH = 20;

function readBrowserManifest(clientDir: string): BrowserManifest {
  const assets = path.join(clientDir, "assets");
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no route manifest in ${assets}`);
  const source = readFileSync(path.join(assets, file), "utf8");
  const json = source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "");
  return JSON.parse(json) as BrowserManifest;
}

const filesOf = (entry: ManifestEntry) => [entry.module, ...(entry.imports ?? [])];

/**
 * A staff route is one whose URL is under /admin, or a pathless one in routes/admin/ (the staff
 * area's layout). Some routes have ids of their own, so the id alone does not tell.
 */
function isStaffRoute(route: ManifestRoute, routes: Record<string, ManifestRoute>): boolean {
  if (route.id.startsWith("routes/admin/")) return true;
  const segments: string[] = [];
  for (let at: ManifestRoute | undefined = route; at; at = routes[at.parentId ?? ""]) {
    if (at.path) segments.unshift(at.path);
  }
  return /^\/?admin(\/|$)/.test(segments.join("/"));
}

export function staffOnlyScripts(clientDir: string): Set<string> {
  const manifest = readBrowserManifest(clientDir);
  const routes = Object.values(manifest.routes);
  const staffRoutes = routes.filter((route) => isStaffRoute(route, manifest.routes));
  if (staffRoutes.length === 0) throw new Error("the route manifest has no staff routes");
  const publicFiles = new Set([
    ...filesOf(manifest.entry),
    ...routes
      .filter((route) => !isStaffRoute(route, manifest.routes))
      .flatMap((route) => filesOf(route)),
  ]);
  return new Set(staffRoutes.flatMap(filesOf).filter((file) => !publicFiles.has(file)));
}

function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

/** The staff area's words (content/admin/), less those some public content module also has. */
export async function staffTextMarkers(contentDir: string): Promise<string[]> {
  const otherContent = readdirSync(contentDir)
    .filter((name) => name.endsWith(".ts"))
    .map((name) => readFileSync(path.join(contentDir, name), "utf8"))
    .join("\n");
  const adminDir = path.join(contentDir, "admin");
  const adminContent = await Promise.all(
    readdirSync(adminDir)
      .filter((name) => name.endsWith(".ts"))
      // A file URL: a relative directory (the end-to-end test's "app/content") would otherwise be
      // read as a package name.
      .map(
        (name) =>
          import(pathToFileURL(path.resolve(adminDir, name)).href) as Promise<
            Record<string, unknown>
          >,
      ),
  );
  const candidates = stringsIn(adminContent).filter(
    (text) => text.length >= MARKER_MIN_LENGTH && !otherContent.includes(text),
  );
  return [...new Set(candidates)];
}

export async function checkStaffCode(options: {
  clientDir: string;
  contentDir: string;
  pages: { name: string; scriptUrls: string[] }[];
  fetchText: (url: string) => Promise<string>;
}): Promise<StaffCodeCheck> {
  const staffOnly = staffOnlyScripts(options.clientDir);
  const markers = await staffTextMarkers(options.contentDir);
  if (markers.length === 0) throw new Error("no staff-area text to look for");
  const findings: string[] = [];
  for (const { name, scriptUrls } of options.pages) {
    const found: string[] = [];
    for (const url of scriptUrls) {
      const file = new URL(url).pathname;
      if (staffOnly.has(file)) {
        found.push(`${file} (a staff route's script)`);
        continue;
      }
      const body = await options.fetchText(url);
      const marker = markers.find((text) => body.includes(text));
      if (marker) found.push(`${file} (has the staff text “${marker}”)`);
    }
    if (found.length > 0) findings.push(`\`${name}\` loads ${found.join(", ")}`);
  }
  return {
    staffOnlyScripts: staffOnly.size,
    markers: markers.length,
    pagesChecked: options.pages.length,
    findings,
  };
}

export function staffCodeMarkdown(check: StaffCodeCheck): string {
  const scope = `${check.pagesChecked} public page(s), every script each loaded in its representative run, against ${check.staffOnlyScripts} script(s) only the staff routes load and ${check.markers} strings of the staff area's text`;
  return check.findings.length === 0
    ? `None: ${scope}.`
    : `${check.findings.map((finding) => `- ${finding}`).join("\n")}\n\nChecked: ${scope}.`;
}
