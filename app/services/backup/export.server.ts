import type { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Kysely } from "kysely";
import yazl from "yazl";
import type { Database } from "~/infra/db.server";
import type { FileStorage } from "~/infra/storage/file-storage";
import { exportText, type ExportFile } from "~/content/admin/export";
import { toCsv } from "~/lib/csv";
import { recordAudit, type Actor } from "~/services/staff/audit.server";

// The studio's own export: one ZIP with everything it needs to move to another system, and
// nothing it must not hand over. A CSV per kind of record (messages, newsletter sign-ups, events,
// the resource library's details, the seasons with their classes, closures and changes, the
// courses, camps, tournaments and prices), the uploaded files under their own names, and a
// README.txt that says what each file holds. No password hashes, two-step keys, sessions,
// one-time links, rate limits or delivery internals: those tables are never read here.

/** Each file of the export and the table it is read from (its words: content/admin/export.ts). */
const parts: { file: ExportFile; table: keyof Database }[] = [
  { file: "messages.csv", table: "messages" },
  { file: "subscribers.csv", table: "subscribers" },
  { file: "events.csv", table: "events" },
  { file: "resources.csv", table: "resources" },
  { file: "seasons.csv", table: "seasons" },
  { file: "classes.csv", table: "season_classes" },
  { file: "closures.csv", table: "season_closures" },
  { file: "class-changes.csv", table: "class_changes" },
  { file: "courses-camps-prices.csv", table: "offerings" },
];

/** A name for a file in the ZIP: its own, with " (2)" before the extension when already taken. */
function uniqueName(taken: Set<string>, folder: string, name: string): string {
  const safe = name.replace(/[/\\]/g, "-").replace(/^\.+/, "") || "file";
  const dot = safe.lastIndexOf(".");
  const [stem, extension] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ""];
  let candidate = `${folder}/${safe}`;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) {
    candidate = `${folder}/${stem} (${n})${extension}`;
  }
  taken.add(candidate.toLowerCase());
  return candidate;
}

type Row = Record<string, unknown>;

function csvOf(rows: Row[], columns: string[]): string {
  return toCsv(
    columns,
    rows.map((row) =>
      columns.map((column) => {
        const value = row[column];
        if (value === null || value === undefined) return "";
        return typeof value === "number" || typeof value === "string" ? value : String(value);
      }),
    ),
  );
}

/** The columns of a table, from the database itself (both kinds), in their order. */
async function columnsOf(db: Kysely<Database>): Promise<Map<string, string[]>> {
  const tables = await db.introspection.getTables();
  return new Map(tables.map((table) => [table.name, table.columns.map((column) => column.name)]));
}

export type ExportSummary = { files: number; missingFiles: string[] };

/**
 * Writes the export as a ZIP to `out`, reading one table at a time and one stored file at a
 * time. A file the library lists but storage no longer has is named in README.txt, not fatal.
 * Each table is read whole: fine for a studio's years of records, not for millions of rows.
 */
export async function writeStudioExport(
  db: Kysely<Database>,
  storage: FileStorage,
  out: Writable,
  madeAt = new Date(),
): Promise<ExportSummary> {
  const zip = new yazl.ZipFile();
  // The first failure ends the export: the ZIP stops, the open file is closed, `out` is destroyed
  // (a download is cut off, never left waiting), and the promise rejects with it.
  let failure: unknown;
  let current: Readable | undefined;
  const fail = (error: unknown) => {
    failure ??= error;
    current?.destroy();
    (zip.outputStream as Readable).destroy(
      error instanceof Error ? error : new Error(String(error)),
    );
  };
  const written = pipeline(zip.outputStream, out);
  written.catch(fail);
  zip.on("error", fail);
  const columns = await columnsOf(db);
  const readme: string[] = [exportText.madeAt(madeAt.toISOString()), "", exportText.format, ""];
  const taken = new Set<string>();
  const missingFiles: string[] = [];
  let files = 0;
  try {
    for (const part of parts) {
      if (failure !== undefined) break;
      const rows = (await db
        .selectFrom(part.table)
        .selectAll()
        .orderBy("id" as never)
        .execute()) as Row[];
      let shown = rows;
      let header = columns.get(part.table) ?? Object.keys(rows[0] ?? {});
      if (part.table === "resources") {
        // Where each document is in this ZIP, in place of where it was kept on the server.
        header = [
          ...header.filter((column) => column !== "storage_key" && column !== "file_url"),
          "file_in_export",
        ];
        shown = [];
        const stored = new Set((await storage.list()).map((entry) => entry.key));
        for (const row of rows) {
          const key = String(row.storage_key);
          if (!stored.has(key)) {
            missingFiles.push(`${String(row.title)} (${String(row.file_name)})`);
            shown.push({ ...row, file_in_export: "" });
            continue;
          }
          const name = uniqueName(taken, `files/${String(row.category)}`, String(row.file_name));
          // Opened only when the ZIP reaches it: one stored file open at a time.
          zip.addReadStreamLazy(name, { mtime: madeAt }, (done) => {
            storage.open(key).then(
              (file) => {
                if (!file) return fail(new Error(`${key} left storage during the export`));
                current = file.body;
                file.body.on("error", fail);
                done(null, file.body);
              },
              (error: unknown) => fail(error),
            );
          });
          files += 1;
          shown.push({ ...row, file_in_export: name });
        }
      }
      zip.addBuffer(Buffer.from(csvOf(shown, header), "utf8"), part.file, { mtime: madeAt });
      readme.push(exportText.fileLine(part.file, exportText.files[part.file], rows.length));
    }
    readme.push(exportText.library(files));
    if (missingFiles.length > 0) {
      readme.push("", exportText.missingHeading, ...missingFiles.map((name) => `- ${name}`));
    }
    readme.push("", exportText.notIncluded);
    zip.addBuffer(Buffer.from(`${readme.join("\r\n")}\r\n`, "utf8"), "README.txt", {
      mtime: madeAt,
    });
  } catch (error) {
    fail(error);
  }
  if (failure === undefined) zip.end();
  await written;
  if (failure !== undefined) throw failure;
  return { files, missingFiles };
}

/** The audit entry of an export, written as it starts: a download cut short is on record too. */
export async function recordExport(db: Kysely<Database>, actor: Actor): Promise<void> {
  await recordAudit(db, actor, {
    action: "export",
    recordKind: "export",
    recordId: null,
    summary: exportText.audit,
  });
}
