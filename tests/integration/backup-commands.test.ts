import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createDatabase } from "~/infra/db.server";
import { migrateToLatest } from "~/infra/migrate.server";
import { archiveLocation } from "~/services/backup/destination.server";
import { subscribe } from "~/services/subscribers/subscribers.server";
import { startTestS3, type TestS3 } from "../support/s3";

// `npm run backup` and `npm run restore` as the server's operator runs them, with the server's
// settings in the environment: to and from an S3-protocol server on 127.0.0.1 (s3rver), and the
// plain words and exit code of a refusal.

const run = promisify(execFile);

/** A script run as `npm run` runs it: Node with tsx's loader, the settings in its environment. */
async function command(script: string, args: string[], env: Record<string, string>) {
  try {
    const { stdout } = await run(
      process.execPath,
      ["--import", "tsx", path.resolve("scripts", script), ...args],
      { env: { ...process.env, LOG_LEVEL: "silent", ...env } },
    );
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

describe("the backup commands", () => {
  let s3: TestS3;
  let root: string;
  let s3Env: Record<string, string>;

  beforeAll(async () => {
    s3 = await startTestS3("studio-backups");
    root = await mkdtemp(path.join(tmpdir(), "backup-commands-"));
    s3Env = {
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    };
    const db = createDatabase(`file:${path.join(root, "site", "site.db")}`);
    try {
      await migrateToLatest(db);
      await subscribe(db, { email: "ada@example.com", side: "yoga", sourcePage: "/yoga" });
    } finally {
      await db.destroy();
    }
    await mkdir(path.join(root, "site", "uploads"), { recursive: true });
    await writeFile(path.join(root, "site", "uploads", "waiver.pdf"), "%PDF-1.7 waiver");
  });

  afterAll(async () => {
    await s3.stop();
    await rm(root, { recursive: true, force: true });
  });

  test("back up to a bucket, then restore from it into an empty folder", async () => {
    const address = "s3://studio-backups/nightly/site-2026-11-27.tar.gz";
    const backup = await command("backup.ts", ["--to", address], {
      ...s3Env,
      DATA_DIR: path.join(root, "site"),
      DATABASE_URL: `file:${path.join(root, "site", "site.db")}`,
    });
    expect(backup.output).toContain(`Backup written to ${address}`);
    expect(backup.code).toBe(0);

    const restoredDir = path.join(root, "restored");
    const restoreEnv = {
      ...s3Env,
      DATA_DIR: restoredDir,
      DATABASE_URL: `file:${path.join(restoredDir, "site.db")}`,
    };
    const restore = await command("restore.ts", ["--from", address], restoreEnv);
    expect(restore.output).toContain("Restored the backup of");
    expect(restore.code).toBe(0);
    const db = createDatabase(restoreEnv.DATABASE_URL);
    try {
      const rows = await db.selectFrom("subscribers").select("email").execute();
      expect(rows).toEqual([{ email: "ada@example.com" }]);
    } finally {
      await db.destroy();
    }
    expect(await readFile(path.join(restoredDir, "uploads", "waiver.pdf"), "utf8")).toBe(
      "%PDF-1.7 waiver",
    );

    // Once more into the same folder: refused in words, exit 1.
    const again = await command("restore.ts", ["--from", address], restoreEnv);
    expect(again.code).toBe(1);
    expect(again.output).toContain("There is already a database at");
  });

  test("a backup that is not in the bucket, or no address at all, is a refusal in words", async () => {
    const missing = await command(
      "restore.ts",
      ["--from", "s3://studio-backups/nightly/never-made.tar.gz"],
      {
        ...s3Env,
        DATA_DIR: path.join(root, "nothing"),
        DATABASE_URL: `file:${path.join(root, "nothing", "site.db")}`,
      },
    );
    expect(missing.code).toBe(1);
    expect(missing.output).toContain(
      "There is no backup at s3://studio-backups/nightly/never-made.tar.gz",
    );
    const bare = await command("backup.ts", [], {});
    expect(bare.code).toBe(1);
    expect(bare.output).toContain("Usage: npm run backup");
  });

  test("a full disk where the backup goes: a refusal in words, nothing left behind", async (context) => {
    // A 64 KB file system of its own (tmpfs), which needs root; elsewhere this case cannot be made.
    const full = path.join(root, "full");
    await mkdir(full, { recursive: true });
    const mounted = await run("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", full]).then(
      () => true,
      () => false,
    );
    if (!mounted) {
      context.skip("mounting a small tmpfs needs root here");
      return;
    }
    try {
      // An upload that does not compress, larger than the space.
      await writeFile(path.join(root, "site", "uploads", "photo.jpg"), randomBytes(200_000));
      const target = path.join(full, "site.tar.gz");
      const backup = await command("backup.ts", ["--to", target], {
        DATA_DIR: path.join(root, "site"),
        DATABASE_URL: `file:${path.join(root, "site", "site.db")}`,
      });
      expect(backup.code).toBe(1);
      expect(backup.output).toContain(`There is no space left to write the backup at ${target}`);
      expect(backup.output).not.toContain("    at ");
      expect(await readdir(full)).toEqual([]);
      // The site's own database is untouched.
      const db = createDatabase(`file:${path.join(root, "site", "site.db")}`);
      try {
        expect(await db.selectFrom("subscribers").select("email").execute()).toHaveLength(1);
      } finally {
        await db.destroy();
      }
    } finally {
      await rm(path.join(root, "site", "uploads", "photo.jpg"), { force: true });
      await run("umount", [full]).catch(() => undefined);
    }
  });

  test("an S3 address names a bucket and a file", () => {
    expect(archiveLocation("s3://studio-backups/a/b.tar.gz")).toEqual({
      kind: "s3",
      bucket: "studio-backups",
      key: "a/b.tar.gz",
    });
    expect(() => archiveLocation("s3://studio-backups/")).toThrow(/names a bucket and a file/);
    expect(() => archiveLocation("s3://Bad_Bucket/x.tar.gz")).toThrow(/names a bucket and a file/);
    expect(archiveLocation("backups/site.tar.gz")).toEqual({
      kind: "file",
      path: path.resolve("backups/site.tar.gz"),
    });
  });
});
