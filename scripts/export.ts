// The studio's own export, as the owner gets it from the staff area (README, "Your data"):
//   npm run export -- --to studio-export.zip
// One ZIP with a CSV per kind of record, the uploaded files under their own names and a
// README.txt describing each file; no passwords, two-step keys or sessions. Uses DATABASE_URL,
// DATA_DIR and the S3 settings as the server does, and writes an audit entry.
// Exit code: 0 written, 1 it could not be written.
import { createWriteStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { parseArgs } from "node:util";
import { getDb } from "~/infra/db.server";
import { getStorage } from "~/infra/storage/storage.server";
import { recordExport, writeStudioExport } from "~/services/backup/export.server";
import { commandLine } from "~/services/staff/audit.server";

const { values } = parseArgs({ options: { to: { type: "string" } } });
if (!values.to) {
  console.error("Usage: npm run export -- --to FILE.zip");
  process.exit(1);
}

const db = getDb();
const partial = `${values.to}.partial`;
try {
  await recordExport(db, commandLine);
  const summary = await writeStudioExport(db, await getStorage(), createWriteStream(partial));
  await rename(partial, values.to);
  console.info(
    `Export written to ${values.to}: every record, and ${summary.files} of the library's files.`,
  );
  if (summary.missingFiles.length > 0) {
    console.info(`Missing from storage (named in README.txt): ${summary.missingFiles.join(", ")}`);
  }
} catch (error) {
  await rm(partial, { force: true });
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
