import type { TestProject } from "vitest/node";
import { findPostgresBinDir, startPostgres } from "./postgres";

// Runs once per `vitest` invocation: one PostgreSQL cluster shared by every test file, each of
// which creates its own database on it (tests/support/databases.ts).

export async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const binDir = findPostgresBinDir();
  if (!binDir) {
    const message =
      "PostgreSQL binaries not found: the PostgreSQL half of the data-layer tests was NOT run";
    // In CI a missing PostgreSQL must not pass quietly as "SQLite only".
    if (process.env.CI === "true") throw new Error(`${message} (CI=true requires them)`);
    warnLoudly([
      message,
      "Install PostgreSQL 15 (initdb, pg_ctl, postgres) or set PG_BIN to test both.",
    ]);
    project.provide("postgresUrl", null);
    return undefined;
  }
  const cluster = await startPostgres(binDir);
  project.provide("postgresUrl", cluster.url);
  return cluster.stop;
}

function warnLoudly(lines: string[]): void {
  const width = Math.max(...lines.map((line) => line.length));
  const bar = "!".repeat(width + 4);
  const body = lines.map((line) => `! ${line.padEnd(width)} !`);
  console.warn(["", bar, ...body, bar, ""].join("\n"));
}
