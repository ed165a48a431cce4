import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "./fixtures";

// The production server in a process of its own, as an operator runs it: for the tests that
// stop it, kill it or start it with settings of their own.

export type Run = { code: number | null; signal: NodeJS.Signals | null; output: string };

export type ServerProcess = {
  url: string;
  dataDir: string;
  /** The process's id (with workers, the primary's). */
  pid: number | undefined;
  exited: Promise<Run>;
  output: () => string;
  /** Resolves once /healthz answers (any status); fails if the process exits first. */
  ready: () => Promise<void>;
  kill: (signal: NodeJS.Signals) => Promise<Run>;
};

export function startServer(
  env: Record<string, string>,
  { dataDir = mkdtempSync(path.join(tmpdir(), "studio-server-")) } = {},
): ServerProcess {
  const port = env.PORT ?? "0";
  const child = spawn(process.execPath, ["server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: process.env.E2E_BUILD_DIR ?? "build-test",
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${path.join(dataDir, "site.db")}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<Run>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal, output })),
  );
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    dataDir,
    pid: child.pid,
    exited,
    output: () => output,
    async ready() {
      await expect
        .poll(
          async () => {
            if (child.exitCode !== null || child.signalCode !== null) {
              throw new Error(`server exited:\n${output}`);
            }
            return (await fetch(`${url}/healthz`).catch(() => null))?.status;
          },
          { timeout: 30_000 },
        )
        .toBeGreaterThan(0);
    },
    async kill(signal) {
      child.kill(signal);
      return exited;
    },
  };
}
