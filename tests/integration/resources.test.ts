import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { createLocalStorage } from "~/infra/storage/local.server";
import { createS3Storage } from "~/infra/storage/s3.server";
import type { FileStorage } from "~/infra/storage/storage.server";
import type { ResourceCategory } from "~/model/resources";
import { listAudit } from "~/services/staff/audit.server";
import {
  addResource,
  deleteResource,
  moveResource,
  replaceResourceFile,
  updateResource,
} from "~/services/resources/resources.server";
import { findDownload, listResources } from "~/services/resources/resource-reads.server";
import { ResourceFileRefused, sweepUploads } from "~/services/resources/resource-files.server";
import { receiveUpload, UploadRefused } from "~/http/multipart.server";
import type { ReceivedFile } from "~/services/resources/file-type";
import { describeEachDatabase } from "../support/databases";
import { startTestS3, testS3Settings, type TestS3 } from "../support/s3";
import { sampleDocx, sampleExecutable, samplePdf, sampleText } from "../support/sample-files";

// The resource library's data and files, on SQLite and PostgreSQL, with each storage driver: the
// order of steps (stored, then inserted, then audited), the clean-up when the insert fails, and
// the sweep after a process is killed between the two. Uploads go through the real multipart
// reader, from a real multipart request.

const actor = { id: "staff-1", name: "Test Teacher", email: "teacher@example.com" };
const drivers = ["local", "s3"] as const;

async function upload(
  tempDir: string,
  fileName: string,
  bytes: Buffer,
  maxBytes = 1024 * 1024,
): Promise<ReceivedFile> {
  const form = new FormData();
  form.set("title", "ignored");
  form.set("file", new File([new Uint8Array(bytes)], fileName));
  const request = new Request("http://127.0.0.1/resources", { method: "POST", body: form });
  const { file } = await receiveUpload(request, { maxBytes, tempDir });
  if (!file) throw new Error("no file received");
  return file;
}

const fields = (title: string, category: ResourceCategory = "Handbooks") => ({
  title,
  description: null,
  category,
});

describeEachDatabase("resources", (getDb, kind) => {
  for (const driver of drivers) {
    describe(`${driver} storage`, () => {
      let dir = "";
      let s3: TestS3 | undefined;
      let storage: FileStorage;
      let where = "";

      beforeAll(async () => {
        dir = await mkdtemp(path.join(tmpdir(), "studio-resources-"));
        if (driver === "s3") {
          s3 = await startTestS3();
          const settings = testS3Settings(s3, `${kind}/`);
          storage = createS3Storage(settings);
          where = JSON.stringify(settings);
        } else {
          where = path.join(dir, "uploads");
          storage = createLocalStorage(where);
        }
      });
      afterAll(async () => {
        await s3?.stop();
        await rm(dir, { recursive: true, force: true });
      });
      beforeEach(async () => {
        await getDb().deleteFrom("resources").execute();
        await getDb().deleteFrom("audit_log").execute();
        for (const { key } of await storage.list()) await storage.remove(key);
        await rm(incoming(), { recursive: true, force: true });
      });

      function incoming() {
        return path.join(dir, "incoming");
      }
      const storedKeys = async () => (await storage.list()).map((each) => each.key).toSorted();

      test("stored, then listed featured first, then by order, then newest; each audited", async () => {
        const first = await addResource(
          getDb(),
          storage,
          actor,
          fields("Student Handbook"),
          await upload(incoming(), "handbook.pdf", samplePdf),
        );
        const second = await addResource(
          getDb(),
          storage,
          actor,
          { ...fields("Belt Chart", "Belt Requirements"), featured: true },
          await upload(incoming(), "belts.docx", sampleDocx),
        );
        const third = await addResource(
          getDb(),
          storage,
          actor,
          fields("Terms"),
          await upload(incoming(), "terms.txt", sampleText),
        );
        expect((await listResources(getDb())).map((each) => each.id)).toEqual([
          second,
          third,
          first,
        ]);
        expect((await listResources(getDb(), "Handbooks")).map((each) => each.id)).toEqual([
          third,
          first,
        ]);

        const [belt] = await listResources(getDb(), "Belt Requirements");
        expect(belt).toMatchObject({
          title: "Belt Chart",
          fileName: "belts.docx",
          fileSize: sampleDocx.length,
          fileType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
          featured: true,
        });
        expect(belt?.fileUrl).toMatch(
          /^\/resources\/files\/Belt%20Requirements\/\d+-[0-9a-f]{12}\.docx$/,
        );
        expect(await storedKeys()).toHaveLength(3);
        const audit = await listAudit(getDb(), { kind: "resource" });
        expect(audit.map((entry) => entry.action)).toEqual(["uploaded", "uploaded", "uploaded"]);
      });

      test("the file comes back byte for byte under its key, and is gone with its row", async () => {
        const id = await addResource(
          getDb(),
          storage,
          actor,
          fields("Rules"),
          await upload(incoming(), "rules.txt", sampleText),
        );
        const [resource] = await listResources(getDb());
        const key = decodeURIComponent(resource?.fileUrl.replace("/resources/files/", "") ?? "");
        const found = await findDownload(getDb(), key);
        expect(found).toMatchObject({
          fileName: "rules.txt",
          fileType: "text/plain; charset=utf-8",
        });
        const stored = await storage.open(key);
        expect(stored?.size).toBe(sampleText.length);
        if (!stored) throw new Error("not stored");
        expect(await text(stored.body)).toBe(sampleText.toString("utf8"));

        expect(await deleteResource(getDb(), storage, actor, id)).toBe(true);
        expect(await storage.open(key)).toBeNull();
        expect(await listResources(getDb())).toEqual([]);
        expect(await deleteResource(getDb(), storage, actor, id)).toBe(false);
      });

      test("a failed insert removes the file it stored; nothing is listed", async () => {
        const received = await upload(incoming(), "rules.pdf", samplePdf);
        // The database refuses a category it does not know (its CHECK constraint).
        const bad = { ...fields("Rules"), category: "Unknown" as ResourceCategory };
        await expect(addResource(getDb(), storage, actor, bad, received)).rejects.toThrow();
        expect(await storedKeys()).toEqual([]);
        expect(await listResources(getDb())).toEqual([]);
        expect(await listAudit(getDb(), { kind: "resource" })).toEqual([]);
      });

      test("content that does not match its name is refused before anything is stored", async () => {
        const renamed = await upload(incoming(), "setup.pdf", sampleExecutable);
        await expect(
          addResource(getDb(), storage, actor, fields("Setup"), renamed),
        ).rejects.toBeInstanceOf(ResourceFileRefused);
        expect(await storedKeys()).toEqual([]);
      });

      test("an upload's name is stored without control or reordering characters, at most 255 bytes", async () => {
        // (A NUL in the name makes the multipart head unreadable: refused with 400 before this.)
        const hostile = `${"a".repeat(4_000)}\u202Efdp.pdf`;
        const received = await upload(incoming(), hostile, samplePdf);
        expect(Buffer.byteLength(received.fileName)).toBeLessThanOrEqual(255);
        expect(received.fileName).toMatch(/^a+\.pdf$/);
        const id = await addResource(getDb(), storage, actor, fields("Long name"), received);
        const row = await getDb()
          .selectFrom("resources")
          .select("file_name")
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
        expect(row.file_name).toBe(received.fileName);
      });

      test("an upload over the limit is refused as it arrives, and leaves nothing behind", async () => {
        const big = Buffer.concat([samplePdf, Buffer.alloc(4096)]);
        const refused = upload(incoming(), "big.pdf", big, 2048);
        await expect(refused).rejects.toBeInstanceOf(UploadRefused);
        await expect(refused).rejects.toMatchObject({ status: 413 });
        // Only the upload received whole (and never stored) is left for the sweep.
        await upload(incoming(), "small.pdf", samplePdf, 2048);
        const later = new Date(Date.now() + 60 * 60_000);
        expect(await sweepUploads(getDb(), storage, incoming(), { now: later })).toMatchObject({
          orphans: [],
          incoming: 1,
        });
      });

      test("edit, move and replace: the old file goes once the new one is in; each audited", async () => {
        const a = await addResource(
          getDb(),
          storage,
          actor,
          fields("A"),
          await upload(incoming(), "a.txt", sampleText),
        );
        const b = await addResource(
          getDb(),
          storage,
          actor,
          fields("B"),
          await upload(incoming(), "b.txt", sampleText),
        );
        expect((await listResources(getDb())).map((each) => each.title)).toEqual(["B", "A"]);
        expect(await moveResource(getDb(), actor, a, "up")).toBe(true);
        expect((await listResources(getDb())).map((each) => each.title)).toEqual(["A", "B"]);
        expect(
          await updateResource(getDb(), actor, b, { ...fields("B, revised"), featured: true }),
        ).toBe(true);
        expect((await listResources(getDb())).map((each) => each.title)).toEqual([
          "B, revised",
          "A",
        ]);

        const before = await storedKeys();
        expect(
          await replaceResourceFile(
            getDb(),
            storage,
            actor,
            a,
            await upload(incoming(), "a2.pdf", samplePdf),
          ),
        ).toBe(true);
        const after = await storedKeys();
        expect(after).toHaveLength(2);
        expect(after.filter((key) => !before.includes(key))).toHaveLength(1);
        expect((await listResources(getDb())).find((each) => each.id === a)).toMatchObject({
          fileName: "a2.pdf",
          fileType: "application/pdf",
        });
        const actions = (await listAudit(getDb(), { kind: "resource" })).map(
          (entry) => entry.action,
        );
        expect(actions).toEqual([
          "replaced the file of",
          "edited",
          "moved up",
          "uploaded",
          "uploaded",
        ]);
      });

      test("the sweep removes files no row names once they are old enough, never a named one", async () => {
        await addResource(
          getDb(),
          storage,
          actor,
          fields("Kept"),
          await upload(incoming(), "kept.txt", sampleText),
        );
        const orphanSource = path.join(dir, "orphan.pdf");
        await writeFile(orphanSource, samplePdf);
        await storage.put("Handbooks/1-orphan.pdf", orphanSource, "application/pdf");
        expect(await sweepUploads(getDb(), storage, incoming())).toMatchObject({ orphans: [] });
        const later = new Date(Date.now() + 60 * 60_000);
        expect(await sweepUploads(getDb(), storage, incoming(), { now: later })).toMatchObject({
          orphans: ["Handbooks/1-orphan.pdf"],
        });
        expect(await storedKeys()).toHaveLength(1);
        expect(await listResources(getDb())).toHaveLength(1);
      });

      test("killed with SIGKILL between store and insert: nothing listed, no orphan after the sweep", async () => {
        const source = path.join(dir, "crash.pdf");
        await writeFile(source, samplePdf);
        // One process (Node with tsx's loader, not the tsx command, which runs the script in a
        // child of its own that SIGKILL would not reach).
        const child = spawn(
          process.execPath,
          [
            "--import",
            "tsx",
            path.resolve("tests/support/store-then-hang.ts"),
            where,
            "Handbooks/2-crash.pdf",
            source,
          ],
          { stdio: ["ignore", "pipe", "inherit"] },
        );
        await new Promise<void>((resolve, reject) => {
          child.stdout.on("data", (chunk: Buffer) => {
            if (chunk.toString().includes("stored")) resolve();
          });
          child.on("exit", (code) =>
            reject(new Error(`the child exited (${code}) before storing`)),
          );
        });
        const exited = new Promise((resolve) => child.on("exit", resolve));
        child.kill("SIGKILL");
        await exited;
        expect(await listResources(getDb())).toEqual([]);
        const swept = await sweepUploads(getDb(), storage, incoming(), {
          now: new Date(Date.now() + 60 * 60_000),
        });
        expect(swept.orphans).toEqual(["Handbooks/2-crash.pdf"]);
        expect(await storedKeys()).toEqual([]);
      }, 30_000);
    });
  }
});
