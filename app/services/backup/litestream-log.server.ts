import { closeSync, fstatSync, openSync, readSync, truncateSync, writeFileSync } from "node:fs";

// Litestream's log goes to a file, not to a pipe into the server: Go programs die of SIGPIPE
// when they write to stdout after its reader is gone, so a pipe would kill Litestream with its
// server (kill -9) before the last sync it makes on the way out. The server reads what is new
// in the file every half second.

const everyMs = 500;
/** Past this size, once read, the file is emptied (Litestream appends, so it carries on at 0). */
const largestBytes = 4 * 1024 * 1024;

export type LogFile = {
  /** Where Litestream writes: open for appending, to hand to the child, then close. */
  openForChild: () => number;
  /** Reads what is new now (also called when Litestream has exited, for its last lines). */
  readNow: () => void;
  stop: () => void;
};

export function followLog(file: string, onLine: (line: string) => void): LogFile {
  writeFileSync(file, "", { mode: 0o600 });
  const reader = openSync(file, "r");
  let offset = 0;
  let partial = "";
  const buffer = Buffer.alloc(64 * 1024);

  const readNow = () => {
    const { size } = fstatSync(reader);
    if (size < offset) {
      offset = 0;
      partial = "";
    }
    while (offset < size) {
      const read = readSync(reader, buffer, 0, Math.min(buffer.length, size - offset), offset);
      if (read <= 0) break;
      offset += read;
      const lines = (partial + buffer.toString("utf8", 0, read)).split("\n");
      partial = (lines.pop() ?? "").slice(-4096);
      for (const line of lines) if (line) onLine(line);
    }
    if (offset > largestBytes && partial === "") {
      truncateSync(file, 0);
      offset = 0;
    }
  };
  const timer = setInterval(() => {
    try {
      readNow();
    } catch {
      // The file was removed with DATA_DIR: nothing more to read.
    }
  }, everyMs);
  timer.unref();

  return {
    openForChild: () => openSync(file, "a"),
    readNow,
    stop: () => {
      clearInterval(timer);
      closeSync(reader);
    },
  };
}
