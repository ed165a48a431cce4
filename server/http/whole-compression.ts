import { promisify } from "node:util";
import {
  brotliCompress,
  brotliCompressSync,
  type BrotliOptions,
  constants,
  gzip,
  gzipSync,
  type ZlibOptions,
} from "node:zlib";

// A body compressed once, whole, at the strongest settings, for every later answer: the
// prerendered and kept pages when the server prepares them, and the build's hashed files when the
// build writes them (scripts/precompress.ts). Compressing per request (the compression
// middleware) uses a faster, weaker setting because it runs on every answer.

/** The encodings an answer is kept in besides its plain bytes, in the order they are preferred. */
export const wholeEncodings = ["br", "gzip"] as const;

export type WholeEncoding = (typeof wholeEncodings)[number];

const brotliOptions = (body: Buffer): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});

const gzipOptions: ZlibOptions = { level: constants.Z_BEST_COMPRESSION };

/** The body compressed in each encoding, at once (a page prepared at start or when made). */
export function compressWholeSync(body: Buffer): Record<WholeEncoding, Buffer> {
  return { br: brotliCompressSync(body, brotliOptions(body)), gzip: gzipSync(body, gzipOptions) };
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The same, on Node's thread pool: many files compressed side by side (the build's). */
export async function compressWhole(body: Buffer): Promise<Record<WholeEncoding, Buffer>> {
  const [br, gzipped] = await Promise.all([
    brotliAsync(body, brotliOptions(body)),
    gzipAsync(body, gzipOptions),
  ]);
  return { br, gzip: gzipped };
}
