import { gzipSync } from "node:zlib";

// The JavaScript budget is in gzipped bytes. Lighthouse's transferSize is what crossed the wire,
// which is brotli when Chrome asks for it (the server's compression middleware prefers br) and
// includes headers, so it is not the gzipped size. Each script is therefore fetched again
// uncompressed and gzipped here at zlib's default level 6, the level most servers use.

export type GzipSizer = (url: string) => Promise<number>;

export function createGzipSizer(): GzipSizer {
  // Hashed asset names: a URL's body never changes during a run, so each is sized once.
  const sizes = new Map<string, number>();
  return async function gzipSize(url: string): Promise<number> {
    const known = sizes.get(url);
    if (known !== undefined) return known;
    const response = await fetch(url, {
      headers: { "accept-encoding": "identity" },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`could not fetch ${url} to size it: HTTP ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    const size = gzipSync(body).length;
    sizes.set(url, size);
    return size;
  };
}

/** Total gzipped bytes of the given script URLs. */
export async function gzippedTotal(urls: string[], gzipSize: GzipSizer): Promise<number> {
  let total = 0;
  for (const url of urls) total += await gzipSize(url);
  return total;
}
