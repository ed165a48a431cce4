import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import { compressedAhead, compressedCopyName } from "../server/http/hashed-files.ts";
import { compressWhole, wholeEncodings } from "../server/http/whole-compression.ts";

// The browser build's hashed scripts and stylesheets, each also written compressed with brotli
// and gzip at their strongest settings, once per build: the server reads the copies at start and
// sends them from memory (server/http/hashed-files.ts), where compressing per request would cost
// every answer and compress less.

/**
 * Writes a brotli and a gzip copy beside each script, stylesheet and drawing in `assetsDir`,
 * side by side on Node's thread pool. Returns the names of the files compressed.
 */
export async function precompressAssets(assetsDir: string): Promise<string[]> {
  const names = (await readdir(assetsDir)).filter(compressedAhead);
  await Promise.all(
    names.map(async (name) => {
      const compressed = await compressWhole(await readFile(path.join(assetsDir, name)));
      await Promise.all(
        wholeEncodings.map((encoding) =>
          writeFile(path.join(assetsDir, compressedCopyName(name, encoding)), compressed[encoding]),
        ),
      );
    }),
  );
  return names;
}

/**
 * Compresses the browser build's assets once the server build is written: React Router writes
 * the route manifest, and moves the files only the server build imports (a drawing) into the
 * browser build's assets, while it writes the server build.
 */
export function precompressPlugin(): Plugin {
  return {
    name: "studio:precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        const config = this.environment.getTopLevelConfig();
        const client = config.environments.client;
        if (!client) return;
        const { outDir, assetsDir } = client.build;
        await precompressAssets(path.resolve(config.root, outDir, assetsDir));
      },
    },
  };
}
