import { mkdtemp, rm } from "node:fs/promises";
import { DatabaseSync } from "node:sqlite";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterEach, beforeEach, expect, test } from "vitest";
import { createDatabase, type Database } from "~/infra/db.server";
import { migrateToLatest } from "~/infra/migrate.server";
import { storeMessage } from "~/services/messages/messages.server";
import { holdWriteLock } from "../support/sqlite-lock";

// The SQLite driver under a lock held by another process: a write waits without blocking the
// event loop, fails cleanly once its time is up, and never leaves the connection in a state
// where later writes are answered but not committed.

const message = {
  firstName: "Ada",
  lastName: "",
  email: "ada@example.com",
  phone: "(718) 555-0100",
  message: "Hello",
  side: "karate" as const,
};

let dir: string;
let file: string;
let db: Kysely<Database>;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "sqlite-driver-"));
  file = path.join(dir, "site.db");
  db = createDatabase(`file:${file}`, { busyTimeoutMs: 300 });
  await migrateToLatest(db);
});

afterEach(async () => {
  await db.destroy();
  await rm(dir, { recursive: true, force: true });
});

/** What a fresh connection (another process, or the server after a restart) sees committed. */
function committedMessages(): string[] {
  const reader = new DatabaseSync(file, { readOnly: true });
  try {
    return reader
      .prepare("select message from messages order by id")
      .all()
      .map((row) => String(row.message));
  } finally {
    reader.close();
  }
}

test("after a write fails on a lock, later writes are committed, not only seen by the connection", async () => {
  const lock = await holdWriteLock(file, 1200);
  await expect(storeMessage(db, { ...message, message: "refused" })).rejects.toThrow(
    /locked|busy/i,
  );
  await lock.released;
  for (const text of ["one", "two", "three"]) await storeMessage(db, { ...message, message: text });
  expect(committedMessages()).toEqual(["one", "two", "three"]);
});

test("a write that meets a lock waits for it without blocking the event loop", async () => {
  const patient = createDatabase(`file:${file}`, { busyTimeoutMs: 10_000 });
  try {
    const lock = await holdWriteLock(file, 1500);
    let last = performance.now();
    let longestGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 10);
    const started = performance.now();
    await storeMessage(patient, { ...message, message: "waited" });
    const waited = performance.now() - started;
    clearInterval(ticker);
    await lock.released;
    expect(waited).toBeGreaterThan(500);
    // The lock was held for 1.5 s; a synchronous wait would freeze the timers that long.
    expect(longestGap).toBeLessThan(500);
    expect(committedMessages()).toEqual(["waited"]);
  } finally {
    await patient.destroy();
  }
});

test("reads are answered at once while a write waits for the lock", async () => {
  await storeMessage(db, { ...message, message: "before" });
  const patient = createDatabase(`file:${file}`, { busyTimeoutMs: 10_000 });
  try {
    const lock = await holdWriteLock(file, 1500);
    const waiting = storeMessage(patient, { ...message, message: "after" });
    const started = performance.now();
    const rows = await patient.selectFrom("messages").select("message").execute();
    const readTook = performance.now() - started;
    expect(rows.map((row) => row.message)).toEqual(["before"]);
    // Generous: the write behind it waits for up to 1.5 s.
    expect(readTook).toBeLessThan(500);
    await waiting;
    await lock.released;
    expect(committedMessages()).toEqual(["before", "after"]);
  } finally {
    await patient.destroy();
  }
});

test("a transaction waits for the lock at its start and commits once it has it", async () => {
  const patient = createDatabase(`file:${file}`, { busyTimeoutMs: 10_000 });
  try {
    const lock = await holdWriteLock(file, 600);
    await patient.transaction().execute(async (trx) => {
      await storeMessage(trx, { ...message, message: "in a transaction" });
    });
    await lock.released;
    expect(committedMessages()).toEqual(["in a transaction"]);
  } finally {
    await patient.destroy();
  }
});

test("queries from many callers at once each run whole, none inside another's transaction", async () => {
  const writes = Array.from({ length: 50 }, (_, i) =>
    i % 5 === 0
      ? db.transaction().execute(async (trx) => {
          await storeMessage(trx, { ...message, message: `t${i}` });
          throw new Error("rolled back on purpose");
        })
      : storeMessage(db, { ...message, message: `m${i}` }),
  );
  const results = await Promise.allSettled(writes);
  expect(results.filter((r) => r.status === "rejected")).toHaveLength(10);
  const stored = committedMessages();
  expect(stored).toHaveLength(40);
  expect(stored.some((text) => text.startsWith("t"))).toBe(false);
});

test("a database opened read-only refuses writes and still answers reads", async () => {
  await storeMessage(db, { ...message, message: "before" });
  const readOnly = createDatabase(`file:${file}`, { readOnly: true });
  try {
    await expect(storeMessage(readOnly, message)).rejects.toThrow(/readonly|read-only/i);
    const rows = await readOnly.selectFrom("messages").select("message").execute();
    expect(rows.map((row) => row.message)).toEqual(["before"]);
  } finally {
    await readOnly.destroy();
  }
});
