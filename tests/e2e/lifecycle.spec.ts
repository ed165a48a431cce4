import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { startServer } from "./server-process";

// The production server as an operator sees it: a bad setting stops it with a message naming
// the variable; SIGTERM stops it cleanly after the database is closed.

/** The command lines of a process's children that run Node (Linux's /proc). */
function commandLinesOfChildren(pid: number | undefined): string[][] {
  const lines: string[][] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (name) state ppid …": the name may hold spaces, so read after its closing bracket.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parent !== pid) continue;
      const args = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0").filter(Boolean);
      if (args.some((arg) => arg.endsWith("server/index.ts"))) lines.push(args);
    } catch {
      // The process ended while being read.
    }
  }
  return lines;
}

test.describe("server lifecycle", () => {
  // Starting the server (two workers, each loading the build) and stopping it can take most of
  // the default 30 s on a busy two-core machine.
  test.setTimeout(90_000);

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
      // A check that fails before the signal stops the server anyway, so it never outlives the test.
      let checked = false;
      try {
        await server.ready();
        expect((await fetch(`${server.url}/`)).status).toBe(200);
        // Workers run with V8's settings for a process that shares its cores (server/index.ts).
        const workerArguments = commandLinesOfChildren(server.pid);
        expect(workerArguments).toHaveLength(workers === 1 ? 0 : workers);
        for (const args of workerArguments) {
          expect(args).toEqual(
            expect.arrayContaining(["--single-threaded-gc", "--max-semi-space-size=64"]),
          );
        }
        checked = true;
      } finally {
        if (!checked) await server.kill("SIGTERM");
      }
      const run = await server.kill("SIGTERM");
      expect(run.code).toBe(0);
      expect(run.output).toContain('"signal":"SIGTERM"');
      // The serving worker and (with workers) the primary report stopping; a second worker still
      // starting up when the signal comes simply ends with the primary.
      expect(run.output.match(/"msg":"stopped"/g)?.length ?? 0).toBeGreaterThanOrEqual(
        workers === 1 ? 1 : 2,
      );
      expect(run.output).not.toContain("forced exit");
      // One process does the background work: the only one, or the primary, never a worker.
      const background = [
        ...run.output.matchAll(/"pid":(\d+)[^\n]*"msg":"background work started/g),
      ];
      expect(background.map((line) => Number(line[1]))).toEqual([server.pid]);
    });
  }
});
