import type { IncomingMessage, ServerResponse } from "node:http";
import { type Kept, keepMaking } from "./kept-answers.ts";
import { serveFromMemory, type PrerenderedPage, type ServeOptions } from "./prerendered-pages.ts";

// Pages that show data staff change (render "data" in app/site-pages.ts: the class calendar and
// the pages that show the schedule). Rendered by the app when first asked for, then served from
// memory as a prerendered page is (compressed once, ETag, 304) for as long as what they show
// cannot have changed. The app says how long with a key (runtime.dataPageKey): the data's
// version, kept in the database so every process and instance agrees, New York's date and the
// live season. When the key moves on, the next request renders the page again; requests that
// arrive meanwhile wait for that one rendering rather than start their own. While the process
// knows the key without asking the database (it read it less than a second ago), a request for
// a page already made is answered at once, as a prerendered page is (serveKept).

export type DataPageOptions = {
  paths: readonly string[];
  /** What the page's content depends on now; undefined: do not keep it (render per request). */
  keyOf: (path: string) => Promise<string | undefined>;
  /** The same key when it is known without waiting (nothing to read); else undefined. */
  keyKnown: (path: string) => string | undefined;
  /** The page rendered as the build prerenders: its HTML, or undefined if it did not render. */
  render: (path: string) => Promise<string | undefined>;
  prepare: (html: string) => PrerenderedPage;
  onServed?: ServeOptions["onServed"];
};

export function createDataPageHandler(options: DataPageOptions) {
  const paths = new Set(options.paths);
  const kept = new Map<string, Kept & { key: string }>();

  async function pageFor(path: string): Promise<PrerenderedPage | undefined> {
    const key = await options.keyOf(path);
    if (key === undefined) return undefined;
    const current = kept.get(path);
    if (current?.key === key) return current.answer;
    return keepMaking(
      kept,
      path,
      { render: () => options.render(path), prepare: options.prepare },
      { key },
    );
  }

  /**
   * Answers a plain read of a page already made, when its key is known to hold without waiting,
   * and returns true; otherwise leaves the request untouched (serve answers it) and returns false.
   */
  function serveKept(req: IncomingMessage, res: ServerResponse, requestId?: string): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "/";
    // Kept under their paths alone: a request with a query string is never found.
    const entry = kept.get(url);
    if (entry?.made === undefined || options.keyKnown(url) !== entry.key) return false;
    serveFromMemory(entry.made, req, res, { requestId, onServed: options.onServed });
    return true;
  }

  /**
   * Answers the request when it is for a data page that could be made and returns true;
   * otherwise leaves it untouched (the app renders it, or its error) and returns false.
   */
  async function serve(
    req: IncomingMessage,
    res: ServerResponse,
    requestId?: string,
  ): Promise<boolean> {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "/";
    if (url.includes("?") || !paths.has(url)) return false;
    let page: PrerenderedPage | undefined;
    try {
      page = await pageFor(url);
    } catch {
      return false;
    }
    if (!page || res.headersSent || res.destroyed) return false;
    serveFromMemory(page, req, res, { requestId, onServed: options.onServed });
    return true;
  }

  return { serve, serveKept };
}
