import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createCleanup } from "../../scripts/bench/processes";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the benchmark's cleanup", () => {
  it("undoes newest first, each step once", async () => {
    const done: string[] = [];
    const cleanup = createCleanup();
    cleanup.add("stop our server", () => void done.push("server"));
    cleanup.add("stop Chrome", () => void done.push("chrome"));
    await cleanup.run();
    await cleanup.run();
    expect(done).toEqual(["chrome", "server"]);
  });

  it("makes a second call wait until the first has stopped everything (Ctrl-C, then the failed run's finally)", async () => {
    const done: string[] = [];
    const cleanup = createCleanup();
    let stopServer = () => {};
    cleanup.add("stop our server", async () => {
      await new Promise<void>((resolve) => {
        stopServer = resolve;
      });
      done.push("server");
    });
    cleanup.add("stop Chrome", () => void done.push("chrome"));
    const onSignal = cleanup.run();
    let finallyDone = false;
    const inFinally = cleanup.run().then(() => {
      finallyDone = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The server is still stopping: the finally must not have gone on to process.exit.
    expect(finallyDone).toBe(false);
    stopServer();
    await Promise.all([onSignal, inFinally]);
    expect(finallyDone).toBe(true);
    expect(done).toEqual(["chrome", "server"]);
  });

  it("goes on past a step that fails, and says which", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const done: string[] = [];
    const cleanup = createCleanup();
    cleanup.add("stop our server", () => void done.push("server"));
    cleanup.add("stop nginx", () => {
      throw new Error("no such process");
    });
    await cleanup.run();
    expect(done).toEqual(["server"]);
    expect(error).toHaveBeenCalledWith("cleanup: could not stop nginx: Error: no such process");
  });
});

describe("Ctrl-C during a benchmark", () => {
  it("stops every server even when the run that lost its browser rejects meanwhile", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "bench-signals-"));
    const script = path.join(dir, "run.ts");
    const processes = path.resolve(import.meta.dirname, "../../scripts/bench/processes.ts");
    writeFileSync(
      script,
      `import { createCleanup, stopOnSignals } from ${JSON.stringify(processes)};
const cleanup = createCleanup();
stopOnSignals(cleanup);
cleanup.add("stop our server", async () => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  console.log("server stopped");
});
cleanup.add("stop Chrome", () => {
  // The Lighthouse run that was using the tab fails where nothing awaits it.
  setTimeout(() => void Promise.reject(new Error("Target closed")), 10);
  console.log("chrome stopped");
});
console.log("ready");
setInterval(() => {}, 1000);
`,
    );
    try {
      const child = spawn(process.execPath, [script], { stdio: ["ignore", "pipe", "pipe"] });
      let out = "";
      child.stdout.on("data", (chunk: Buffer) => {
        out += chunk.toString();
      });
      child.stderr.on("data", (chunk: Buffer) => {
        out += chunk.toString();
      });
      await vi.waitFor(() => expect(out).toContain("ready"), { timeout: 10_000 });
      child.kill("SIGINT");
      const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
      expect(out).toContain("chrome stopped");
      expect(out).toContain("while stopping: Target closed");
      expect(out).toContain("server stopped");
      expect(code).toBe(130);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
