import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

// A throwaway PostgreSQL cluster for the test run: initdb into a temp dir, start it on a free
// port, stop it and delete the dir afterwards. Nothing touches a system-wide PostgreSQL.

declare module "vitest" {
  export interface ProvidedContext {
    /** Admin URL of the test cluster, or null when PostgreSQL is not installed here. */
    postgresUrl: string | null;
  }
}

export type PostgresCluster = { url: string; stop: () => Promise<void> };

const run = promisify(execFile);

/**
 * The directory holding initdb, pg_ctl and postgres, or undefined when they are not installed.
 * PG_BIN, when set, is the only place looked at (also handy to simulate a missing install).
 */
export function findPostgresBinDir(): string | undefined {
  const dirs = process.env.PG_BIN
    ? [process.env.PG_BIN]
    : ["/usr/local/bin", "/usr/lib/postgresql/15/bin"];
  return dirs.find((dir) =>
    ["initdb", "pg_ctl", "postgres"].every((bin) => existsSync(path.join(dir, bin))),
  );
}

/** Starts a cluster trusting local connections as user "postgres". */
export async function startPostgres(binDir: string): Promise<PostgresCluster> {
  const root = await mkdtemp(path.join(tmpdir(), "pg-test-"));
  const dataDir = path.join(root, "data");
  const port = await freePort();
  // PostgreSQL refuses to run as root, so as root the commands run as the "postgres" user,
  // which must own the temp dir (and start from a cwd it can enter).
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    await run("chown", ["postgres:", root]);
    await chmod(root, 0o700);
  }
  const pg = (bin: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(binDir, bin), ...args], { cwd: root })
      : run(path.join(binDir, bin), args, { cwd: root });

  const stop = async () => {
    await pg("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]).catch(() => undefined);
    await rm(root, { recursive: true, force: true });
  };

  try {
    await pg("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync"]);
    // Durability is pointless for a throwaway cluster; turning it off keeps the tests fast.
    const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    // -l keeps the server's output out of our pipes, which it would otherwise hold open.
    await pg("pg_ctl", [
      "-D",
      dataDir,
      "-l",
      path.join(root, "server.log"),
      "-o",
      options,
      "-w",
      "start",
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}
