import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

// Child processes for the benchmark: one-shot commands, long-running servers, and the checks
// that the tools exist. Every long-running child is stopped by its own pid, never by name.

/**
 * Things to undo at the end, run newest first; each runs at most once, even after Ctrl-C. A call
 * made while a run is under way waits for it: Ctrl-C starts one (stopping Chrome first), the
 * Lighthouse run that loses its tab then fails, and the `finally` that follows must not end the
 * process before the servers are stopped too.
 */
export type Cleanup = {
  add: (label: string, undo: () => Promise<void> | void) => void;
  run: () => Promise<void>;
};

export function createCleanup(): Cleanup {
  const steps: { label: string; undo: () => Promise<void> | void }[] = [];
  let running: Promise<void> | undefined;
  async function undoAll(): Promise<void> {
    // Take each step out before it runs, so a step added meanwhile still runs, once.
    for (let step = steps.pop(); step; step = steps.pop()) {
      try {
        await step.undo();
      } catch (error) {
        console.error(`cleanup: could not ${step.label}: ${String(error)}`);
      }
    }
  }
  return {
    add(label, undo) {
      steps.push({ label, undo });
    },
    run() {
      running ??= undoAll().finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}

/**
 * On Ctrl-C or a kill, undo everything (servers run in process groups of their own, so the signal
 * never reaches them) and exit 130. Whatever fails meanwhile because its browser or server went
 * away (a Lighthouse run losing its tab rejects where nothing awaits it) is expected then, and no
 * longer ends the process before the servers are stopped.
 */
export function stopOnSignals(cleanup: Cleanup, what = "the servers"): void {
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.error(`\n${signal}: stopping ${what}`);
      const expected = (error: unknown) => {
        console.error(`while stopping: ${error instanceof Error ? error.message : String(error)}`);
      };
      process.on("unhandledRejection", expected);
      process.on("uncaughtException", expected);
      void cleanup.run().finally(() => process.exit(130));
    });
  }
}

/** The cleanup of a benchmark script run from a terminal: created, and run on Ctrl-C or a kill. */
export function cleanupOnSignals(what?: string): Cleanup {
  const cleanup = createCleanup();
  stopOnSignals(cleanup, what);
  return cleanup;
}

/** Where an executable is: an absolute path is checked as is, a bare name is looked up in PATH. */
export function findExecutable(name: string): string | undefined {
  const candidates = path.isAbsolute(name)
    ? [name]
    : (process.env.PATH ?? "").split(path.delimiter).map((dir) => path.join(dir, name));
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here; try the next directory.
    }
  }
  return undefined;
}

/** The first line with a version number a tool prints (some print it on stderr, or exit 1). */
export function versionOf(file: string, args: string[]): string {
  const { stdout, stderr } = spawnSync(file, args, { encoding: "utf8", timeout: 10_000 });
  const lines = `${stdout ?? ""}\n${stderr ?? ""}`.split("\n").map((line) => line.trim());
  return lines.find((line) => /\d+\.\d+/.test(line)) ?? "unknown version";
}

/** A TCP port that is free on 127.0.0.1 right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error("no free port"))));
    });
  });
}

/** Runs a command to completion with its output shown; rejects when it fails. */
export function runCommand(
  command: string,
  args: string[],
  cwd: string,
  extraEnv: Record<string, string> = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: "inherit",
      env: { ...process.env, ...extraEnv },
    });
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (code === 0) resolve();
      else
        reject(new Error(`\`${command} ${args.join(" ")}\` failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/**
 * A long-running child. Its output (stdout and stderr: the server logs JSON to stdout) is kept,
 * last lines only, to explain an early exit; read continuously, so a full pipe never stalls it.
 */
export type Service = {
  name: string;
  child: ChildProcess;
  ownGroup: boolean;
  outputTail: () => string;
};

export function startService(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; ownGroup?: boolean },
): Service {
  const ownGroup = options.ownGroup ?? false;
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, so a forked master and its workers can be stopped together.
    detached: ownGroup,
  });
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => {
      lines.push(...chunk.split("\n").filter(Boolean));
      lines.splice(0, Math.max(0, lines.length - 30));
    });
  }
  child.once("error", (error) => lines.push(`could not start: ${error.message}`));
  return { name, child, ownGroup, outputTail: () => lines.join("\n") };
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function exited(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (hasExited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Throws, with its exit reason and last output, if the service has stopped. */
export function assertRunning(service: Service): void {
  if (!hasExited(service.child) && service.child.pid !== undefined) return;
  const { signalCode, exitCode } = service.child;
  // Exit 0 is the server's own graceful stop: a SIGTERM/SIGINT sent from outside the benchmark.
  const how =
    signalCode ??
    (exitCode === 0 ? "exit 0: stopped by a signal from outside" : `exit ${exitCode}`);
  throw new Error(`${service.name} stopped (${how}):\n${service.outputTail() || "(no output)"}`);
}

/** Polls `url` until it answers 200; fails early if the service exits, or after `timeoutMs`. */
export async function waitForOk(service: Service, url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    assertRunning(service);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${service.name} did not answer 200 at ${url} within ${timeoutMs / 1000} s`);
}

/** Asks the service to stop (SIGTERM), then kills it (SIGKILL) if it has not exited in time. */
export async function stopService(service: Service, graceMs = 10_000): Promise<void> {
  const { child } = service;
  const pid = child.pid;
  if (pid === undefined || hasExited(child)) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      // A negative pid addresses the child's own process group (master and workers).
      process.kill(service.ownGroup ? -pid : pid, name);
    } catch {
      // Already gone.
    }
  };
  signal("SIGTERM");
  if (await exited(child, graceMs)) return;
  signal("SIGKILL");
  await exited(child, 2_000);
}
