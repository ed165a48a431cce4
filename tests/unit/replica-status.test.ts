import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  forgetReplica,
  recordReplica,
  replicaStatus,
  replicaStatusFile,
} from "~/services/backup/replica-status.server";

// How the continuous backup's figures read while the replica's place does not answer: the lag
// grows from the last sync that got through as soon as the database changed after it, the state
// says "failing" rather than "replicating", and both come back once a sync gets through.

const start = Date.parse("2026-11-27T10:00:00.000Z");
const at = (seconds: number) => new Date(start + seconds * 1000);

let dataDir: string;
let place: { dataDir: string; databaseFile: string };

/** A commit at `seconds`: the WAL, where every commit goes first, changed then. */
function writeAt(seconds: number) {
  utimesSync(`${place.databaseFile}-wal`, at(seconds), at(seconds));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  dataDir = mkdtempSync(path.join(tmpdir(), "replica-status-"));
  place = { dataDir, databaseFile: path.join(dataDir, "site.db") };
  writeFileSync(`${place.databaseFile}-wal`, "");
});
afterEach(() => {
  forgetReplica();
  vi.useRealTimers();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("replicaStatus", () => {
  it("shows the lag growing and the state failing while syncs fail, and both recover", () => {
    vi.setSystemTime(at(0));
    recordReplica(
      { state: "replicating", lastBackupAt: null, lastErrorAt: null, restarts: 0 },
      place,
    );
    writeAt(0);
    vi.setSystemTime(at(1));
    recordReplica({ lastBackupAt: at(1).toISOString() }, place);
    expect(replicaStatus()).toMatchObject({ state: "replicating", lagSeconds: 0 });

    // The replica's place stops answering: writes go on, every sync fails.
    for (const seconds of [5, 30, 90, 120]) {
      writeAt(seconds - 1);
      vi.setSystemTime(at(seconds));
      recordReplica({ lastErrorAt: at(seconds).toISOString() }, place);
      expect(replicaStatus()).toMatchObject({ state: "failing", lagSeconds: seconds - 1 });
    }
    // Without further writes the lag still grows: what was written is still not sent.
    vi.setSystemTime(at(150));
    expect(replicaStatus()).toMatchObject({ state: "failing", lagSeconds: 149 });

    // Back: the next sync sends everything.
    vi.setSystemTime(at(151));
    recordReplica({ lastBackupAt: at(151).toISOString() }, place);
    expect(replicaStatus()).toMatchObject({
      state: "replicating",
      lagSeconds: 0,
      lastErrorAt: at(120).toISOString(),
    });
  });

  it("says failing before any sync got through, and nothing is behind when nothing changed", () => {
    vi.setSystemTime(at(0));
    recordReplica(
      { state: "replicating", lastBackupAt: null, lastErrorAt: at(0).toISOString(), restarts: 0 },
      place,
    );
    expect(replicaStatus()).toMatchObject({ state: "failing", lagSeconds: null });

    recordReplica({ lastBackupAt: at(2).toISOString() }, place);
    writeAt(1);
    vi.setSystemTime(at(60));
    recordReplica({ lastErrorAt: at(60).toISOString() }, place);
    // Failing, but the replica has every change the database has.
    expect(replicaStatus()).toMatchObject({ state: "failing", lagSeconds: 0 });
  });

  it("is stopped, not failing, while Litestream is being started again", () => {
    vi.setSystemTime(at(0));
    recordReplica(
      { state: "stopped", lastBackupAt: null, lastErrorAt: at(0).toISOString(), restarts: 1 },
      place,
    );
    expect(replicaStatus().state).toBe("stopped");
  });

  it("hands the workers the time of the last failure with the other figures", () => {
    vi.setSystemTime(at(0));
    recordReplica(
      { state: "replicating", lastBackupAt: null, lastErrorAt: at(0).toISOString(), restarts: 0 },
      place,
    );
    const written = JSON.parse(readFileSync(replicaStatusFile(dataDir), "utf8")) as object;
    expect(written).toEqual({
      state: "replicating",
      lastBackupAt: null,
      lastErrorAt: at(0).toISOString(),
      restarts: 0,
    });
  });
});
