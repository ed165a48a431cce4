import { mkdirSync } from "node:fs";
import path from "node:path";
import { createClient } from "@libsql/client";
import { Kysely, PostgresDialect, sql, type Generated } from "kysely";
import pg from "pg";
import { remember } from "@epic-web/remember";
import { env } from "./env.server";
import { LibsqlDialect } from "./libsql-dialect.server";

// One Kysely instance per process over SQLite (default) or PostgreSQL, chosen by DATABASE_URL.
// Dates are stored as ISO-8601 text in UTC on both, so queries and sorting behave the same.

export type SubscribersTable = {
  id: Generated<number>;
  email: string;
  audience: "karate" | "yoga";
  source_page: string;
  created_at: string;
  unsubscribed_at: string | null;
};

export type EventsTable = {
  id: Generated<number>;
  slug: string;
  title: string;
  japanese_title: string | null;
  category: string | null;
  description: string | null;
  /** ISO-8601 instant in UTC. */
  event_date: string;
  duration_minutes: number | null;
  location: string | null;
  /** A JSON array of strings. */
  tags: string;
  registration_status: "open" | "soon" | "invitation" | "closed";
  registration_url: string | null;
  price_cents: number | null;
  image: string | null;
  created_at: string;
  updated_at: string;
};

export type MessagesTable = {
  id: Generated<number>;
  first_name: string;
  last_name: string | null;
  email: string;
  phone: string;
  message: string;
  side: "karate" | "yoga";
  /** The page the form was sent from. */
  page: string;
  created_at: string;
  delivery_state: Generated<"pending" | "delivered" | "failed">;
};

export type SeedRunsTable = { name: string; ran_at: string };

export type Database = {
  subscribers: SubscribersTable;
  events: EventsTable;
  messages: MessagesTable;
  seed_runs: SeedRunsTable;
};

export type DatabaseKind = "sqlite" | "postgres";

export function databaseKind(url: string): DatabaseKind {
  return /^postgres(ql)?:\/\//.test(url) ? "postgres" : "sqlite";
}

export function createDatabase(url: string): Kysely<Database> {
  if (databaseKind(url) === "postgres") {
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 10 }) }),
    });
  }
  const file = url.replace(/^file:/, "");
  if (file !== ":memory:") mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const client = createClient({ url, concurrency: 4 });
  // WAL lets readers carry on while a write is in progress; the busy timeout lets a second
  // writer wait instead of failing at once. Both persist in the file or per connection pool.
  void client.execute("PRAGMA journal_mode = WAL");
  void client.execute("PRAGMA busy_timeout = 5000");
  return new Kysely<Database>({ dialect: new LibsqlDialect(client) });
}

/** The process-wide database, opened on first use. */
export function getDb(): Kysely<Database> {
  return remember("db", () => createDatabase(env.DATABASE_URL));
}

/** True when the database answers a trivial query; used by /healthz. */
export async function isDatabaseReachable(database: Kysely<Database> = getDb()): Promise<boolean> {
  try {
    await sql`select 1`.execute(database);
    return true;
  } catch {
    return false;
  }
}
