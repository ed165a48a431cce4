import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";

// The production server as an operator sees it: a bad setting stops it with a message naming
// the variable; SIGTERM stops it cleanly after the database is closed.

type Run = { code: number | null; output: string };

function startServer(env: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), "studio-lifecycle-"));
  const child = spawn(process.execPath, ["server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: process.env.E2E_BUILD_DIR ?? "build-test",
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${path.join(dir, "site.db")}`,
      DATA_DIR: dir,
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<Run>((resolve) =>
    child.on("exit", (code) => resolve({ code, output })),
  );
  return { child, exited, output: () => output };
}

test.describe("server lifecycle", () => {
  test("an invalid setting stops the server with a message naming it", async () => {
    const { exited } = startServer({ PORT: "not-a-port" });
    const run = await exited;
    expect(run.code).not.toBe(0);
    expect(run.output).toContain("Invalid environment configuration");
    expect(run.output).toContain("PORT");
  });

  for (const workers of [1, 2]) {
    test(`with ${workers} process(es), SIGTERM stops it gracefully after the database closes`, async () => {
      const port = 3190 + 2 * test.info().workerIndex + workers;
      const server = startServer({ PORT: String(port), WEB_CONCURRENCY: String(workers) });
      await expect
        .poll(
          async () => {
            if (server.child.exitCode !== null)
              throw new Error(`server exited:\n${server.output()}`);
            return (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status;
          },
          { timeout: 20_000 },
        )
        .toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
      server.child.kill("SIGTERM");
      const run = await server.exited;
      expect(run.code).toBe(0);
      expect(run.output).toContain('"signal":"SIGTERM"');
      // The serving worker and (with workers) the primary report stopping; a second worker still
      // starting up when the signal comes simply ends with the primary.
      expect(run.output.match(/"msg":"stopped"/g)?.length ?? 0).toBeGreaterThanOrEqual(
        workers === 1 ? 1 : 2,
      );
      expect(run.output).not.toContain("forced exit");
    });
  }
});
