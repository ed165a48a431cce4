import { gzipSync } from "node:zlib";

// Gzipped sizes, zlib level 6 (its default, the level most servers use): the scripts a page loads
// and its document.
//
// The JavaScript budget is in gzipped bytes. Lighthouse's transferSize is what crossed the wire,
// which is brotli when Chrome asks for it (the server's compression middleware prefers br) and
// includes headers, so it is not the gzipped size. Each script is therefore fetched again
// uncompressed and gzipped here.

export type GzipSizer = (url: string) => Promise<number>;

export function createGzipSizer(): GzipSizer {
  // Hashed asset names: a URL's body never changes during a run, so each is sized once.
  const sizes = new Map<string, number>();
  return async function gzipSize(url: string): Promise<number> {
    const known = sizes.get(url);
    if (known !== undefined) return known;
    const body = await fetchAsset(url);
    const size = gzipSync(body, { level: 6 }).length;
    sizes.set(url, size);
    return size;
  };
}

/** A script or other asset as the server sends it, uncompressed. */
export async function fetchAsset(url: string): Promise<Buffer> {
  const response = await fetch(url, {
    headers: { "accept-encoding": "identity" },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`could not fetch ${url}: HTTP ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** Total gzipped bytes of the given script URLs. */
export async function gzippedTotal(urls: string[], gzipSize: GzipSizer): Promise<number> {
  let total = 0;
  for (const url of urls) total += await gzipSize(url);
  return total;
}

/**
 * The document at `url` as the server sends it (uncompressed), with its gzipped size. Node's
 * fetch announces itself as a bot, so a page rendered per request arrives whole, as Lighthouse,
 * also a bot to the server, receives it.
 */
export async function fetchDocument(
  url: string,
  expectedStatus: number,
): Promise<{ html: string; gzipBytes: number }> {
  const response = await fetch(url, {
    headers: { "accept-encoding": "identity" },
    signal: AbortSignal.timeout(30_000),
  });
  const html = await response.text();
  if (response.status !== expectedStatus) {
    throw new Error(`${url} answered ${response.status}, not ${expectedStatus}`);
  }
  return { html, gzipBytes: gzipSync(html, { level: 6 }).length };
}
