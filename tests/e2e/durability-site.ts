import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import pg from "pg";
import { createDatabase, type Database, type DatabaseKind } from "~/infra/db.server";
import { freePort, type PostgresCluster } from "../support/postgres";
import { expect } from "./fixtures";
import { startServer, type ServerProcess } from "./server-process";

// The durability spec's site: a fresh database (SQLite, or one on the test's PostgreSQL
// cluster) with a data directory, servers started on them, and what the spec reads back.

export type Site = {
  kind: DatabaseKind;
  databaseUrl: string;
  dataDir: string;
  db: Kysely<Database>;
  start: (env?: Record<string, string>) => Promise<ServerProcess>;
  dispose: () => Promise<void>;
};

/** A fresh database and data directory, and a way to start the server on them. */
export async function freshSite(
  kind: DatabaseKind,
  cluster: PostgresCluster | undefined,
): Promise<Site> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "studio-durability-"));
  let databaseUrl = `file:${path.join(dataDir, "site.db")}`;
  if (kind === "postgres") {
    if (!cluster) throw new Error("no PostgreSQL cluster");
    const name = `durability_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(cluster.url);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const servers: ServerProcess[] = [];
  let db: Kysely<Database> | undefined;
  const site: Site = {
    kind,
    databaseUrl,
    dataDir,
    get db() {
      db ??= createDatabase(databaseUrl);
      return db;
    },
    async start(env = {}) {
      const server = startServer(
        {
          PORT: String(await freePort()),
          DATABASE_URL: databaseUrl,
          FORM_RATE_LIMIT: "100000",
          LOG_LEVEL: "warn",
          ...env,
        },
        { dataDir },
      );
      servers.push(server);
      await server.ready();
      return server;
    },
    async dispose() {
      for (const server of servers) await server.kill("SIGKILL");
      await db?.destroy();
    },
  };
  return site;
}

let sequence = 0;

/** Posts one contact message; resolves with the address used and the status (0: no answer). */
export async function postMessage(server: ServerProcess, label: string) {
  const email = `${label}-${process.pid}-${sequence++}@example.com`;
  const body = new URLSearchParams({
    firstName: "Ada",
    email,
    phone: "(718) 555-0100",
    message: `A message from the ${label} test`,
    side: "karate",
  });
  try {
    const response = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    await response.arrayBuffer();
    return { email, status: response.status };
  } catch {
    return { email, status: 0 };
  }
}

export type Health = { status: string; spooled: number | null; rejected: number | null };

export async function health(server: ServerProcess): Promise<Health> {
  return (await fetch(`${server.url}/healthz`)).json() as Promise<Health>;
}

/** How many rows each address has in messages. */
export async function rowsPerEmail(db: Kysely<Database>, emails: string[]) {
  const rows = await db.selectFrom("messages").select("email").execute();
  const counts = new Map(emails.map((email) => [email, 0]));
  for (const row of rows)
    if (counts.has(row.email)) counts.set(row.email, (counts.get(row.email) ?? 0) + 1);
  return counts;
}

export function expectEachOnce(counts: Map<string, number>) {
  const wrong = [...counts].filter(([, count]) => count !== 1);
  expect(wrong, `addresses not stored exactly once: ${JSON.stringify(wrong.slice(0, 5))}`).toEqual(
    [],
  );
}

export async function waitUntilSpoolEmpty(server: ServerProcess) {
  await expect.poll(async () => (await health(server)).spooled, { timeout: 30_000 }).toBe(0);
}
