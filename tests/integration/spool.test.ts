import { cp, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, test } from "vitest";
import { createDatabase, type Database, type DatabaseKind } from "~/infra/db.server";
import { createSpool, submissionId, type Spool } from "~/infra/spool.server";
import { listMessages } from "~/services/messages/messages.server";
import { keepSubmission, replaySpool } from "~/services/submissions/submissions.server";
import { listSubscribers } from "~/services/subscribers/subscribers.server";
import { createTestDatabase, type TestDatabase } from "../support/databases";

// While the database refuses writes, what visitors send goes to the spool on disk; once it takes
// writes again, the spool is written into it, each entry exactly once.

const message = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "(718) 555-0100",
  message: "Kept while the database was away",
  side: "yoga" as const,
};
const signUp = { email: "grace@example.com", side: "karate" as const, sourcePage: "/karate" };

/** A spool entry as keepSubmission writes one. */
function entry(kind: string, payload: unknown, id = submissionId(new Date())) {
  return { id, kind, payload, receivedAt: new Date().toISOString() };
}

/** A second handle on the same database that SQLite or PostgreSQL itself keeps from writing. */
async function refusingWrites(
  kind: DatabaseKind,
  fresh: TestDatabase,
): Promise<{ db: Kysely<Database>; restore: () => Promise<void> }> {
  if (kind === "sqlite") {
    return { db: createDatabase(fresh.url, { readOnly: true }), restore: async () => {} };
  }
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(fresh.db);
  const name = rows[0]?.name ?? "";
  await sql`alter database ${sql.id(name)} set default_transaction_read_only = on`.execute(
    fresh.db,
  );
  const db = createDatabase(fresh.url);
  return {
    db,
    restore: async () => {
      await db.destroy();
      await sql`alter database ${sql.id(name)} reset default_transaction_read_only`.execute(
        fresh.db,
      );
    },
  };
}

for (const kind of ["sqlite", "postgres"] as const) {
  describe.skipIf(kind === "postgres" && !inject("postgresUrl"))(`the spool [${kind}]`, () => {
    let fresh: TestDatabase;
    let dir: string;
    let spool: Spool;

    beforeAll(async () => {
      fresh = await createTestDatabase(kind);
    });
    afterAll(async () => {
      await fresh.dispose();
    });
    beforeEach(async () => {
      dir = await mkdtemp(path.join(tmpdir(), "spool-"));
      spool = createSpool(path.join(dir, "spool"));
      for (const table of ["messages", "subscribers", "kept_submissions"] as const) {
        await fresh.db.deleteFrom(table).execute();
      }
    });
    afterEach(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    test("a submission the database takes is stored, and the spool stays empty", async () => {
      expect(await keepSubmission(fresh.db, spool, { kind: "message", payload: message })).toBe(
        "stored",
      );
      expect(await listMessages(fresh.db)).toHaveLength(1);
      expect(await spool.depth()).toBe(0);
    });

    test("refused writes are spooled, then replayed exactly once with their own times", async () => {
      const refusing = await refusingWrites(kind, fresh);
      const receivedAt = new Date("2026-11-20T15:04:05.000Z");
      try {
        await expect(
          keepSubmission(refusing.db, spool, { kind: "message", payload: message }, receivedAt),
        ).resolves.toBe("spooled");
        await expect(
          keepSubmission(refusing.db, spool, { kind: "sign-up", payload: signUp }),
        ).resolves.toBe("spooled");
        expect(await spool.depth()).toBe(2);
        // The database still refuses: nothing is replayed, nothing is lost.
        expect(await replaySpool(refusing.db, spool)).toEqual({ replayed: 0, remaining: 2 });
      } finally {
        await refusing.restore();
      }
      expect(await listMessages(fresh.db)).toHaveLength(0);

      expect(await replaySpool(fresh.db, spool)).toEqual({ replayed: 2, remaining: 0 });
      const [stored] = await listMessages(fresh.db);
      expect(stored).toMatchObject({
        first_name: "Ada",
        side: "yoga",
        page: "/yoga/contact",
        created_at: receivedAt.toISOString(),
      });
      expect(await listSubscribers(fresh.db)).toMatchObject([
        { email: "grace@example.com", side: "karate", source_page: "/karate" },
      ]);
      expect(await replaySpool(fresh.db, spool)).toEqual({ replayed: 0, remaining: 0 });
      expect(await listMessages(fresh.db)).toHaveLength(1);
    });

    test("an entry stored before a crash kept its file is not stored twice", async () => {
      const spooled = entry("message", message);
      await spool.append(spooled);
      const copy = path.join(dir, "copy.json");
      await cp(path.join(dir, "spool", `${spooled.id}.json`), copy);
      await replaySpool(fresh.db, spool);
      // The process died after the commit and before the file was removed.
      await cp(copy, path.join(dir, "spool", `${spooled.id}.json`));
      expect(await spool.depth()).toBe(1);
      await replaySpool(fresh.db, spool);
      expect(await listMessages(fresh.db)).toHaveLength(1);
      expect(await spool.depth()).toBe(0);
    });

    test("a store that committed though it was answered with an error is not stored again", async () => {
      // The connection was lost at the commit: the row is in, the server was told it failed, and
      // the submission was spooled under the id it was stored with.
      await keepSubmission(fresh.db, spool, { kind: "message", payload: message });
      const [kept] = await fresh.db.selectFrom("kept_submissions").select("id").execute();
      await spool.append(entry("message", message, kept?.id));
      expect(await replaySpool(fresh.db, spool)).toEqual({ replayed: 1, remaining: 0 });
      expect(await listMessages(fresh.db)).toHaveLength(1);
    });

    test("replays running at once, as in two worker processes, store each entry once", async () => {
      for (let i = 0; i < 10; i++) {
        await spool.append(entry("message", { ...message, message: `spooled ${i}` }));
      }
      const other = createDatabase(fresh.url);
      try {
        await Promise.all([
          replaySpool(fresh.db, spool),
          replaySpool(other, createSpool(path.join(dir, "spool"))),
        ]);
      } finally {
        await other.destroy();
      }
      const texts = (await listMessages(fresh.db)).map((row) => row.message).sort();
      expect(texts).toEqual(Array.from({ length: 10 }, (_, i) => `spooled ${i}`).sort());
      expect(await spool.depth()).toBe(0);
    });

    test("when neither the database nor the spool can keep it, the submission is refused", async () => {
      const refusing = await refusingWrites(kind, fresh);
      // A file where the spool's directory should be: the spool cannot be written.
      await writeFile(path.join(dir, "blocked"), "");
      try {
        await expect(
          keepSubmission(refusing.db, createSpool(path.join(dir, "blocked")), {
            kind: "message",
            payload: message,
          }),
        ).rejects.toThrow();
      } finally {
        await refusing.restore();
      }
      expect(await listMessages(fresh.db)).toHaveLength(0);
    });

    test("entries that can never be stored are set aside, and the others still are", async () => {
      await spool.append(entry("message", { firstName: 1 }));
      await spool.append(entry("message", { ...message, side: "chess" }));
      await writeFile(path.join(dir, "spool", "000000000000001-broken.json"), "{ not json");
      await spool.append(entry("message", message));
      expect(await replaySpool(fresh.db, spool)).toEqual({ replayed: 1, remaining: 0 });
      expect(await listMessages(fresh.db)).toHaveLength(1);
      expect(await spool.rejectedCount()).toBe(3);
      expect((await readdir(path.join(dir, "spool", "rejected"))).length).toBe(3);
    });
  });
}
