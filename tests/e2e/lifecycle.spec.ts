import { expect, test } from "./fixtures";
import { startServer } from "./server-process";

// The production server as an operator sees it: a bad setting stops it with a message naming
// the variable; SIGTERM stops it cleanly after the database is closed.

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
      await server.ready();
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      const run = await server.kill("SIGTERM");
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
