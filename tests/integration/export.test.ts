import { createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable, type Readable } from "node:stream";
import { afterAll, beforeAll, expect, test } from "vitest";
import yauzl from "yauzl";
import { createLocalStorage } from "~/infra/storage/local.server";
import type { FileStorage } from "~/infra/storage/file-storage";
import { recordExport, writeStudioExport } from "~/services/backup/export.server";
import { storeMessage } from "~/services/messages/messages.server";
import { seedDatabase } from "~/services/seed.server";
import { commandLine } from "~/services/staff/audit.server";
import { subscribe } from "~/services/subscribers/subscribers.server";
import { describeEachDatabase } from "../support/databases";
import { createTestAuth } from "../support/staff";
import { addStaff } from "~/services/staff/staff.server";

// The studio's own export on both databases: every kind of record as CSV, the library's files
// under their own names (two of the same name kept apart), a README.txt naming each file, and
// nothing secret: no password hash, two-step key or session, whatever staff exist.

/** Every entry of a ZIP file, by name, as text or bytes. */
function unzip(file: string): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error("no zip"));
      const entries = new Map<string, Buffer>();
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error("no stream"));
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on("end", () => resolve(entries));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

describeEachDatabase("the studio's export", (getDb) => {
  let dir: string;
  let storage: FileStorage;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "export-test-"));
    storage = createLocalStorage(path.join(dir, "uploads"));
    const db = getDb();
    await seedDatabase(db);
    await subscribe(db, { email: "ada@example.com", side: "karate", sourcePage: "/karate" });
    await storeMessage(db, {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      phone: "(718) 555-0100",
      message: "=1+1, and is there a class on Saturday?",
      side: "yoga",
    });
    const owner = await addStaff(createTestAuth(db), db, commandLine, {
      email: "owner@example.com",
      name: "Dojo Owner",
      role: "owner",
      password: "a long enough owner password",
    });
    // A two-step key and backup codes, as kept (encrypted), to look for in the export.
    await db
      .insertInto("staff_two_factors")
      .values({
        id: "two-step-1",
        user_id: owner.id,
        secret: "encrypted-two-step-key-0f9e8d7c6b5a",
        backup_codes: "encrypted-backup-codes-1a2b3c4d5e6f",
        verified: null,
        failed_verification_count: 0,
        locked_until: null,
      })
      .execute();
    for (const [id, title] of [
      [1, "Belt requirements, white to yellow"],
      [2, "Belt requirements, yellow to orange"],
    ] as const) {
      const source = path.join(dir, `source-${id}.pdf`);
      await writeFile(source, `%PDF-1.7 ${title}`);
      await storage.put(`library/${id}.pdf`, source, "application/pdf");
      await db
        .insertInto("resources")
        .values({
          title,
          description: null,
          category: "Belt Requirements",
          file_name: "belts.pdf",
          file_url: `/resources/files/${id}`,
          storage_key: `library/${id}.pdf`,
          file_size: 20,
          file_type: "application/pdf",
          is_featured: 0,
          sort_order: id,
          created_at: "2026-11-27T00:00:00.000Z",
          updated_at: "2026-11-27T00:00:00.000Z",
        })
        .execute();
    }
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test("every record as CSV, the files by their own names, a README, nothing secret", async () => {
    const file = path.join(dir, "export.zip");
    const summary = await writeStudioExport(getDb(), storage, createWriteStream(file));
    expect(summary).toEqual({ files: 2, missingFiles: [] });
    const entries = await unzip(file);
    expect([...entries.keys()].sort()).toEqual([
      "README.txt",
      "class-changes.csv",
      "classes.csv",
      "closures.csv",
      "courses-camps-prices.csv",
      "events.csv",
      "files/Belt Requirements/belts (2).pdf",
      "files/Belt Requirements/belts.pdf",
      "messages.csv",
      "resources.csv",
      "seasons.csv",
      "subscribers.csv",
    ]);
    const text = (name: string) => entries.get(name)?.toString("utf8") ?? "";
    expect(text("files/Belt Requirements/belts.pdf")).toBe(
      "%PDF-1.7 Belt requirements, white to yellow",
    );
    expect(text("files/Belt Requirements/belts (2).pdf")).toContain("yellow to orange");
    expect(text("messages.csv").split("\r\n")[0]).toContain("first_name");
    // A cell a spreadsheet would run as a formula is written as text.
    expect(text("messages.csv")).toContain("'=1+1, and is there a class on Saturday?");
    expect(text("subscribers.csv")).toContain("ada@example.com");
    expect(text("resources.csv")).toContain("files/Belt Requirements/belts (2).pdf");
    expect(text("resources.csv")).not.toContain("storage_key");
    expect(text("classes.csv").split("\r\n").length).toBeGreaterThan(10);
    expect(text("courses-camps-prices.csv")).toContain("Kids Aerial Yoga");
    expect(text("README.txt")).toMatch(/messages\.csv: Contact messages .* \(1 row\)/);
    const everything = [...entries.values()].map((bytes) => bytes.toString("latin1")).join("\n");
    const secrets = await getDb()
      .selectFrom("staff_accounts")
      .select("password")
      .where("password", "is not", null)
      .execute();
    expect(secrets.length).toBeGreaterThan(0);
    for (const { password } of secrets) expect(everything).not.toContain(String(password));
    const keys = await getDb()
      .selectFrom("staff_two_factors")
      .select(["secret", "backup_codes"])
      .execute();
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(everything).not.toContain(key.secret);
      expect(everything).not.toContain(key.backup_codes);
    }
    expect(everything).not.toMatch(/scrypt|backup_codes|session-secret/);
  });

  test("a file storage no longer has is named in README.txt; the export goes on", async () => {
    await storage.remove("library/2.pdf");
    const file = path.join(dir, "export-missing.zip");
    const summary = await writeStudioExport(getDb(), storage, createWriteStream(file));
    expect(summary.missingFiles).toEqual(["Belt requirements, yellow to orange (belts.pdf)"]);
    const readme = (await unzip(file)).get("README.txt")?.toString("utf8") ?? "";
    expect(readme).toContain("- Belt requirements, yellow to orange (belts.pdf)");
    await recordExport(getDb(), commandLine);
    const audit = await getDb()
      .selectFrom("audit_log")
      .select(["action", "record_kind", "summary"])
      .where("action", "=", "export")
      .execute();
    expect(audit).toEqual([
      {
        action: "export",
        record_kind: "export",
        summary: "Downloaded the studio's data: every record and the library's files",
      },
    ]);
    expect(await readFile(file)).toBeTruthy();
  });

  test("a file that leaves storage after the listing ends the export with an error, never a hang", async () => {
    const leaving: FileStorage = { ...storage, open: async () => null };
    const file = path.join(dir, "export-cut.zip");
    const out = createWriteStream(file);
    await expect(writeStudioExport(getDb(), leaving, out)).rejects.toThrow(
      /left storage during the export/,
    );
    expect(out.destroyed).toBe(true);
  });

  test("a reader that goes away mid-way ends the export with an error, and the open file is closed", async () => {
    const opened: Readable[] = [];
    const watched: FileStorage = {
      ...storage,
      open: async (key) => {
        const found = await storage.open(key);
        if (found) opened.push(found.body);
        return found;
      },
    };
    const out = new Writable({
      write(_chunk, _encoding, callback) {
        // Once a stored file is being sent, the client disconnects.
        if (opened.length > 0) this.destroy(new Error("the client went away"));
        callback();
      },
    });
    await expect(writeStudioExport(getDb(), watched, out)).rejects.toThrow();
    expect(opened).toHaveLength(1);
    expect(opened[0]?.destroyed).toBe(true);
  });
});
