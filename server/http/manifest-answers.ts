import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServerBuild } from "react-router";
import { type Kept, keepMaking } from "./kept-answers.ts";
import { type PrerenderedPage, type ServeOptions, serveFromMemory } from "./prerendered-pages.ts";

// React Router's route manifest (/__manifest?paths=…&version=…): each page's script asks for it
// as the page opens, to learn the routes of the links the page shows (lazy route discovery,
// react-router.config.ts). Its answer depends on nothing but the build and the address, so the
// app's own handler makes each address's answer once; it is then compressed and sent from
// memory as a prerendered page is (ETag, 304, the staff's answers never kept by a cache).
// An address of another build, one too long, or one whose answer is not a 200 is left to the app,
// which answers it as before.

export type MadeAnswer = { body: Buffer; contentType: string; caching: string };

export type ManifestAnswerOptions = {
  /** The manifest's path (build.routeDiscovery.manifestPath), "/__manifest" by default. */
  path: string;
  /** The build's version (build.assets.version): an address naming another is not kept. */
  version: string;
  /** The app's answer to the address when it is a 200, else undefined. */
  render: (url: string) => Promise<MadeAnswer | undefined>;
  /** The answer made ready to send: compressed, its heads prepared. */
  prepare: (made: MadeAnswer) => PrerenderedPage;
  /** How many addresses are kept; past it, the one kept longest is dropped. */
  maxKept?: number;
  onServed?: ServeOptions["onServed"];
};

/** React Router's own bound on the address (its handleManifestRequest answers 400 past it). */
const maxUrlLength = 7680;

/**
 * A page's links give a handful of addresses per page; the bound keeps a client that makes up
 * addresses from growing the process, at a few KB each.
 */
export const defaultMaxKept = 500;

export function createManifestAnswers(options: ManifestAnswerOptions) {
  const kept = new Map<string, Kept>();
  const maxKept = options.maxKept ?? defaultMaxKept;
  const prefix = `${options.path}?`;

  /** Whether the app's answer to this address would be this build's manifest. */
  function keepable(url: string): boolean {
    if (!url.startsWith(prefix) || url.length > maxUrlLength) return false;
    const query = new URLSearchParams(url.slice(prefix.length));
    return query.get("version") === options.version && query.has("paths");
  }

  function answerFor(url: string): Promise<PrerenderedPage | undefined> {
    const current = kept.get(url);
    if (current) return current.answer;
    if (kept.size >= maxKept) {
      const oldest = kept.keys().next();
      if (!oldest.done) kept.delete(oldest.value);
    }
    return keepMaking(
      kept,
      url,
      { render: () => options.render(url), prepare: options.prepare },
      {},
    );
  }

  /** Answers a plain read of an address already made, at once, and returns true. */
  function serveKept(req: IncomingMessage, res: ServerResponse, requestId?: string): boolean {
    const made = kept.get(req.url ?? "")?.made;
    if (made === undefined) return false;
    serveFromMemory(made, req, res, { requestId, onServed: options.onServed });
    return true;
  }

  /**
   * Answers a plain read of this build's manifest, making its answer first if need be, and
   * returns true; otherwise leaves the request untouched (the app answers it) and returns false.
   */
  async function serve(
    req: IncomingMessage,
    res: ServerResponse,
    requestId?: string,
  ): Promise<boolean> {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "";
    if (!keepable(url)) return false;
    const made = await answerFor(url);
    if (!made || res.headersSent || res.destroyed) return false;
    serveFromMemory(made, req, res, { requestId, onServed: options.onServed });
    return true;
  }

  return { prefix, serve, serveKept, keptCount: () => kept.size };
}

/** Where the build's route manifest is asked for, as React Router works it out. */
export function manifestPathOf(build: ServerBuild): string {
  const path = build.routeDiscovery.manifestPath || "/__manifest";
  return build.basename == null ? path : `${build.basename}/${path}`.replace(/\/\/+/g, "/");
}
