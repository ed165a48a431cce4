import { createLocalStorage } from "~/infra/storage/local.server";
import { createS3Storage, type S3Settings } from "~/infra/storage/s3.server";

// A process killed between storing an upload and inserting its row (resources.test.ts): it
// stores the file, says so, and waits to be killed with SIGKILL.
// Usage: tsx store-then-hang.ts <local root | S3 settings as JSON> <key> <file>

const [where = "", key = "", file = ""] = process.argv.slice(2);
const storage = where.startsWith("{")
  ? createS3Storage(JSON.parse(where) as S3Settings)
  : createLocalStorage(where);
await storage.put(key, file, "application/pdf");
process.stdout.write("stored\n");
setInterval(() => undefined, 60_000);
