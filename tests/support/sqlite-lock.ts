import { spawn } from "node:child_process";

// Another process that holds a SQLite database's write lock, as a backup job, a second server
// or a person at the sqlite3 prompt might. Resolves once the lock is held; `released` settles
// when the process has let go (it commits nothing) and exited.

export type HeldLock = { released: Promise<void>; release: () => void };

const holder = `
  import { DatabaseSync } from "node:sqlite";
  const [file, ms] = process.argv.slice(-2);
  const db = new DatabaseSync(file, { timeout: 10000 });
  db.exec("BEGIN EXCLUSIVE");
  process.stdout.write("locked\\n");
  const finish = () => { db.exec("ROLLBACK"); db.close(); process.exit(0); };
  setTimeout(finish, Number(ms));
  process.on("SIGTERM", finish);
`;

export function holdWriteLock(file: string, milliseconds: number): Promise<HeldLock> {
  const child = spawn(
    process.execPath,
    ["--input-type=module", "-e", holder, file, String(milliseconds)],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const released = new Promise<void>((resolve, reject) => {
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`lock holder exited with ${code}`)),
    );
  });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("locked")) {
        resolve({ released, release: () => child.kill("SIGTERM") });
      }
    });
    released.catch(reject);
  });
}
