import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import type { RouteConfigEntry } from "@react-router/dev/routes";

// When each page's words last changed, for the sitemap's <lastmod>: the newest commit to the
// page's route module or to any content module it reads (app/content/*, followed through the
// imports it makes within app/, but not into server modules: those read data, not words).
// Worked out at build time from the repository's history and compiled into the server as
// `virtual:page-dates`; pages that also show data from the database take the later of this and
// the data's last change (app/routes/sitemap.ts). Built from a copy without its history, or with
// only its last commit (a shallow clone, where every file would seem to date from that commit),
// the pages have no date of their own, the build says so, and the sitemap leaves it out.

const importPattern =
  /(?:^|[\s;])(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|^import\s*["']([^"']+)["']/gm;

const extensions = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

/** The file a specifier in `from` names, within app/ ("~/…" or relative), or null. */
function resolveImport(root: string, from: string, specifier: string): string | null {
  const bare = specifier.split("?")[0] ?? "";
  let base: string;
  if (bare.startsWith("~/")) base = path.join(root, "app", bare.slice(2));
  else if (bare.startsWith(".")) base = path.resolve(path.dirname(from), bare);
  else return null;
  for (const extension of extensions) {
    const candidate = base + extension;
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** The route module and the content modules it reads, directly or through other modules. */
export function pageSources(root: string, routeFile: string): string[] {
  const seen = new Set<string>();
  const pending = [path.resolve(root, routeFile)];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, "utf8").matchAll(importPattern)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      const target = specifier ? resolveImport(root, file, specifier) : null;
      if (target && !seen.has(target) && !target.endsWith(".server.ts")) pending.push(target);
    }
  }
  const content = `${path.join(root, "app", "content")}${path.sep}`;
  return [...seen]
    .filter((file, index) => index === 0 || file.startsWith(content))
    .map((file) => path.relative(root, file))
    .sort();
}

function git(root: string, args: string[]): string {
  return execFileSync("git", args, {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
}

/**
 * When the files last changed: the newest commit to any of them, or now when one has changes
 * not yet committed. Undefined without the repository's history, or with only part of it.
 */
export function lastChanged(root: string, files: string[], now = new Date()): string | undefined {
  try {
    if (git(root, ["rev-parse", "--is-shallow-repository"]).trim() !== "false") return undefined;
    if (git(root, ["status", "--porcelain", "--", ...files]).trim() !== "") {
      return now.toISOString();
    }
    const committed = git(root, ["log", "-1", "--format=%cI", "--", ...files]).trim();
    return committed ? new Date(committed).toISOString() : undefined;
  } catch {
    return undefined;
  }
}

/** Every route's URL path and module, from the route config (app/routes.ts). */
export function routeFiles(entries: RouteConfigEntry[], prefix = ""): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of entries) {
    const own = entry.path ? `${prefix}/${entry.path}`.replace(/\/+/g, "/") : prefix;
    if (entry.index || entry.path) files.set(own || "/", entry.file);
    for (const [childPath, file] of routeFiles(entry.children ?? [], own)) {
      files.set(childPath, file);
    }
  }
  return files;
}

/** path → ISO date of its last change, for each of `paths` whose history is known. */
export function pageDates(
  root: string,
  routes: RouteConfigEntry[],
  paths: string[],
): Record<string, string> {
  const files = routeFiles(routes);
  const dates: Record<string, string> = {};
  for (const pagePath of paths) {
    const routeFile = files.get(pagePath);
    if (!routeFile) throw new Error(`No route module for ${pagePath}`);
    const date = lastChanged(root, pageSources(root, path.join("app", routeFile)));
    if (date) dates[pagePath] = date;
  }
  return dates;
}

const moduleId = "virtual:page-dates";

/** The dates as a module the server imports: `export const pageDates = {...}`. */
export function pageDatesPlugin(dates: () => Promise<Record<string, string>>): Plugin {
  return {
    name: "page-dates",
    resolveId: (id) => (id === moduleId ? `\0${moduleId}` : undefined),
    async load(id) {
      if (id !== `\0${moduleId}`) return undefined;
      const known = await dates();
      if (Object.keys(known).length === 0) {
        this.warn(
          "No git history to date the pages by: the sitemap lists them without <lastmod> (build from a full clone to have it).",
        );
      }
      return `export const pageDates = ${JSON.stringify(known)};`;
    },
  };
}
