import { randomBytes } from "node:crypto";
import path from "node:path";
import { sql } from "kysely";
import { createAuth } from "~/infra/auth.server";
import { createDatabase, databaseKind } from "~/infra/db.server";
import { migrateToLatest } from "~/infra/migrate.server";
import { seedDatabase } from "~/services/seed.server";
import { commandLine } from "~/services/staff/audit.server";
import { backupCodeSettings } from "~/services/staff/auth.server";
import { addStaff } from "~/services/staff/staff.server";
import { cookieHeader } from "../../tests/support/staff.ts";
import {
  type Cleanup,
  freePort,
  type Service,
  startService,
  stopService,
  waitForOk,
} from "../bench/processes.ts";
import { fillRecords, type RecordCounts } from "./records.ts";

// One site to measure: a fresh database of either kind, migrated, seeded as on a first start,
// filled with the generated records and an owner's account; the production server on it (one
// process, on 127.0.0.1), and the owner signed in through the sign-in page.

export const owner = {
  email: "owner@example.com",
  name: "Bench Owner",
  password: "a long enough bench password",
};

/** Fills the database; returns the seconds the generated records took. */
export async function prepareDatabase(
  url: string,
  counts: RecordCounts,
  now: Date,
): Promise<number> {
  // Loading and VACUUM take longer than the site's statement timeout on a busy machine.
  const db = createDatabase(url, { busyTimeoutMs: 60_000 });
  try {
    await migrateToLatest(db);
    await seedDatabase(db);
    const seconds = await fillRecords(db, counts, { now });
    const auth = createAuth(db, {
      appName: "Bench",
      baseURL: "http://localhost",
      // Only hashing the password needs Better Auth here, and that uses no secret.
      secret: randomBytes(32).toString("hex"),
      secureCookies: false,
      backupCodes: backupCodeSettings,
    });
    await addStaff(auth, db, commandLine, { ...owner, role: "owner" });
    // What autovacuum does soon after a load on PostgreSQL: statistics, and the trigram index's
    // pending entries merged. SQLite is left as the site leaves it, without ANALYZE.
    if (databaseKind(url) === "postgres") await sql`vacuum analyze`.execute(db);
    return seconds;
  } finally {
    await db.destroy();
  }
}

export type Site = { origin: string; server: Service; cookie: string };

/** The production server as `npm run serve` starts it, with one process, on `databaseUrl`. */
export async function startSite(
  root: string,
  buildDir: string,
  databaseUrl: string,
  dataDir: string,
  cleanup: Cleanup,
): Promise<Site> {
  const port = await freePort();
  const server = startService(
    "the server",
    process.execPath,
    [path.join(root, "server", "index.ts")],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        WEB_CONCURRENCY: "1",
        BUILD_DIR: buildDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
      },
    },
  );
  cleanup.add("stop the server", () => stopService(server));
  const origin = `http://127.0.0.1:${port}`;
  await waitForOk(server, `${origin}/healthz`);
  return { origin, server, cookie: await signIn(origin) };
}

/** Signs the owner in as a browser without script does: the form, then its cookies. */
async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    body: new URLSearchParams({ email: owner.email, password: owner.password }),
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  const cookie = cookieHeader(response.headers);
  if (response.status !== 302 && response.status !== 303) {
    throw new Error(`signing in answered ${response.status}, not a redirect`);
  }
  const check = await fetch(`${origin}/admin`, {
    redirect: "manual",
    headers: { Cookie: cookie },
    signal: AbortSignal.timeout(30_000),
  });
  await check.arrayBuffer();
  if (check.status !== 200)
    throw new Error(`the dashboard answered ${check.status} once signed in`);
  return cookie;
}
