import { parseArgs } from "node:util";
import { sitePages } from "~/site-pages";

// What the benchmark measures: every public page (app/site-pages.ts) and an unknown path, which
// must render the not-found page with HTTP 404; or, for quick work, some of them (--pages).

export const NOT_FOUND_PATH = "/this-page-does-not-exist";
/** The not-found page's name in the tables and in --pages. */
export const NOT_FOUND_NAME = "404";

export type Target = {
  /** The path, or "404" for the not-found page. */
  name: string;
  path: string;
  /**
   * "page": a public page, held to every budget.
   * "not-found": `noindex` and a 404 status fail two SEO audits by design, so SEO is not held to
   * the budget there; nor is Best Practices when all it lost is Chrome's console error for the
   * 404 status itself.
   */
  kind: "page" | "not-found";
  /** Written at build time and served from memory, rather than rendered per request. */
  prerendered: boolean;
  /** A file name for its floor and its reports: "/" is "home", "/yoga/courses" "yoga-courses". */
  slug: string;
};

export function slugOf(name: string): string {
  return name.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
}

export function allTargets(): Target[] {
  return [
    ...sitePages.map((page) => ({
      name: page.path,
      path: page.path,
      kind: "page" as const,
      prerendered: page.render === "prerender",
      slug: slugOf(page.path),
    })),
    {
      name: NOT_FOUND_NAME,
      path: NOT_FOUND_PATH,
      kind: "not-found" as const,
      prerendered: false,
      slug: NOT_FOUND_NAME,
    },
  ];
}

export type Options = {
  build: boolean;
  runs: number;
  /** The pages named with --pages, in the site's order; undefined for every page. */
  pages?: Target[];
};

/**
 * Rounds when `--runs` is not given. A run that reads a TBT far above its page's usual figure
 * comes to the reference and to the floors (pages with no script at all) as often as to the
 * pages; a median of five lands on such runs far less often than a median of three (decision 032).
 */
export const DEFAULT_RUNS = 5;

/** `--no-build`, `--runs N` (default DEFAULT_RUNS) and `--pages /karate,/events,404`. */
export function readOptions(args: string[], targets = allTargets()): Options {
  const { values } = parseArgs({
    args,
    options: {
      "no-build": { type: "boolean" },
      runs: { type: "string" },
      pages: { type: "string" },
    },
  });
  const runs = Number(values.runs ?? DEFAULT_RUNS);
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error(`--runs must be a whole number of at least 1, got ${values.runs}`);
  }
  if (values.pages === undefined) return { build: !values["no-build"], runs };
  const names = values.pages
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !targets.some((target) => target.name === name));
  if (names.length === 0 || unknown.length > 0) {
    throw new Error(
      `--pages takes paths of public pages (app/site-pages.ts) or ${NOT_FOUND_NAME}, separated by ` +
        `commas; ${names.length === 0 ? "none given" : `unknown: ${unknown.join(", ")}`}`,
    );
  }
  return {
    build: !values["no-build"],
    runs,
    pages: targets.filter((target) => names.includes(target.name)),
  };
}
