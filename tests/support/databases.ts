import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, inject } from "vitest";
import { createDatabase, type Database, type DatabaseKind } from "~/infra/db.server";
import { migrateToLatest } from "~/infra/migrate.server";

// Fresh, isolated databases for data-layer tests: a new SQLite file in a temp dir, or a new
// database on the shared test cluster started by tests/support/global-setup.ts.

export type TestDatabase = {
  db: Kysely<Database>;
  url: string;
  dispose: () => Promise<void>;
};

const kinds: DatabaseKind[] = ["sqlite", "postgres"];

/** Creates an empty database of the given kind, migrated unless `migrate` is false. */
export async function createTestDatabase(
  kind: DatabaseKind,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const fresh = kind === "sqlite" ? await createSqliteDatabase() : await createPostgresDatabase();
  if (migrate) {
    try {
      await migrateToLatest(fresh.db);
    } catch (error) {
      await fresh.dispose();
      throw error;
    }
  }
  return fresh;
}

/**
 * Declares the same suite once per database kind, each with its own fresh migrated database for
 * the whole suite. The PostgreSQL copy is skipped when the global setup found no PostgreSQL.
 */
export function describeEachDatabase(
  name: string,
  body: (getDb: () => Kysely<Database>, kind: DatabaseKind) => void,
): void {
  for (const kind of kinds) {
    describe.skipIf(kind === "postgres" && !inject("postgresUrl"))(`${name} [${kind}]`, () => {
      let current: TestDatabase | undefined;
      beforeAll(async () => {
        current = await createTestDatabase(kind);
      });
      afterAll(async () => {
        await current?.dispose();
      });
      body(() => {
        if (!current) throw new Error("The test database is only available inside tests and hooks");
        return current.db;
      }, kind);
    });
  }
}

async function createSqliteDatabase(): Promise<TestDatabase> {
  const dir = await mkdtemp(path.join(tmpdir(), "site-db-"));
  const url = `file:${path.join(dir, "site.db")}`;
  const db = createDatabase(url);
  return {
    db,
    url,
    dispose: async () => {
      await db.destroy();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const adminUrl = inject("postgresUrl");
  if (!adminUrl) throw new Error("PostgreSQL is not available in this test run");
  // A whole database per suite (not a schema) so migrations run exactly as in production.
  const name = `test_${randomBytes(6).toString("hex")}`;
  await runAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = createDatabase(url.toString());
  return {
    db,
    url: url.toString(),
    dispose: async () => {
      await db.destroy();
      await runAdmin(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function runAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
