import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { runCommand } from "./processes.ts";

// The reference page: the smallest React Router app (reference-app/: a heading and a paragraph,
// prerendered and hydrated), built with the project's own installed versions and served by the
// project's own server, whose entry it re-exports. Every Lighthouse budget is relative to it: it
// is what the stack costs at the least, measured on the same machine in the same minutes.

export const REFERENCE_APP_DIR = path.join(import.meta.dirname, "reference-app");
/** Its name in the tables. */
export const REFERENCE_NAME = "reference";

/** Where reference-app/react-router.config.ts puts the build. */
export function referenceBuildDir(root: string): string {
  return path.join(root, ".bench", "reference-build");
}

/**
 * Builds the reference into .bench/reference-build, or, with `reuse`, keeps a complete earlier
 * build. Returns the build folder.
 */
export async function buildReference(root: string, reuse: boolean): Promise<string> {
  const buildDir = referenceBuildDir(root);
  const complete = ["server/index.js", "client/index.html"].every((file) =>
    existsSync(path.join(buildDir, file)),
  );
  if (reuse && complete) return buildDir;
  rmSync(buildDir, { recursive: true, force: true });
  // Run from the app's own folder: the prerender step starts Vite's preview server from the
  // working directory, and from the project's root it would render the site's build instead.
  await runCommand(
    "npx",
    ["react-router", "build", "--logLevel", "warn", "--emptyOutDir"],
    REFERENCE_APP_DIR,
  );
  return buildDir;
}
