import { describe, expect, it } from "vitest";
import { parseEnv } from "~/infra/env.server";
import {
  litestreamConfig,
  readLogLine,
  replicaEnv,
  replicaOf,
} from "~/services/backup/litestream.server";
import { isReplicaAddress } from "~/services/backup/replica-restore.server";

// What the site hands Litestream: the replica BACKUP_URL names, a configuration without
// credentials, the credentials in its environment, and what its log lines are read as.

const s3 = {
  region: "eu-central-1",
  endpoint: "https://s3.example.net",
  accessKeyId: "AKIA-studio",
  secretAccessKey: "a secret key",
  forcePathStyle: true,
};

describe("BACKUP_URL", () => {
  it("takes a bucket and folder, or a folder on this machine", () => {
    expect(replicaOf("s3://studio-backups/site/db")).toMatchObject({
      kind: "s3",
      bucket: "studio-backups",
      path: "site/db",
    });
    expect(replicaOf("file:///srv/backups/studio/")).toMatchObject({
      kind: "file",
      path: "/srv/backups/studio",
    });
    expect(() => replicaOf("s3://studio-backups")).toThrow(/s3:\/\/bucket\/folder/);
    expect(() => replicaOf("https://example.com/x")).toThrow(/s3:\/\/bucket\/folder/);
  });

  it("is checked at start, and refused with PostgreSQL, which has its own tools", () => {
    expect(parseEnv({ BACKUP_URL: "s3://studio-backups/site" }).BACKUP_URL).toBe(
      "s3://studio-backups/site",
    );
    expect(parseEnv({ BACKUP_URL: "" }).BACKUP_URL).toBeUndefined();
    expect(() => parseEnv({ BACKUP_URL: "backups/site" })).toThrow(/BACKUP_URL: must be/);
    expect(() =>
      parseEnv({
        BACKUP_URL: "s3://studio-backups/site",
        DATABASE_URL: "postgres://u:p@db:5432/studio",
      }),
    ).toThrow(/BACKUP_URL: is continuous backup of the SQLite database; with PostgreSQL/);
  });

  it("tells a continuous backup from an archive when restoring", () => {
    expect(isReplicaAddress("s3://studio-backups/site")).toBe(true);
    expect(isReplicaAddress("file:///srv/backups/studio")).toBe(true);
    expect(isReplicaAddress("s3://studio-backups/nightly/site-2026-11-27.tar.gz")).toBe(false);
    expect(isReplicaAddress("backups/site-2026-11-27.tar.gz")).toBe(false);
  });
});

describe("Litestream's configuration", () => {
  it("names the database and an S3 replica with its endpoint, and no credentials", () => {
    const config = litestreamConfig("data/site.db", replicaOf("s3://studio-backups/site"), s3);
    expect(config).toContain(`- path: ${JSON.stringify(`${process.cwd()}/data/site.db`)}`);
    expect(config).toContain('bucket: "studio-backups"');
    expect(config).toContain('path: "site"');
    expect(config).toContain('region: "eu-central-1"');
    expect(config).toContain('endpoint: "https://s3.example.net"');
    expect(config).toContain("force-path-style: true");
    expect(config).toContain("sync-interval: 1s");
    expect(config).not.toContain("AKIA-studio");
    expect(config).not.toContain("a secret key");
    const env = replicaEnv(s3);
    expect(env.LITESTREAM_ACCESS_KEY_ID).toBe("AKIA-studio");
    expect(env.LITESTREAM_SECRET_ACCESS_KEY).toBe("a secret key");
  });

  it("quotes a folder's name, so no character in it is read as YAML", () => {
    const config = litestreamConfig(
      "/srv/studio: data/site.db",
      replicaOf("file:///srv/back%20ups/%231"),
      { ...s3, endpoint: undefined, forcePathStyle: false },
    );
    expect(config).toContain('- path: "/srv/studio: data/site.db"');
    expect(config).toContain("- type: file");
    expect(config).toContain('path: "/srv/back ups/#1"');
    expect(config).not.toContain("endpoint");
  });

  it("leaves the SDK's own sources of credentials when none are set", () => {
    const env = replicaEnv({ region: "us-east-1", forcePathStyle: false });
    expect(env.LITESTREAM_ACCESS_KEY_ID).toBe(process.env.LITESTREAM_ACCESS_KEY_ID);
  });
});

describe("Litestream's log lines", () => {
  it("reads a sync as a change that reached the replica, at the time it says", () => {
    const line = readLogLine(
      'time=2026-11-27T04:34:36.092Z level=INFO msg="wal segment written" db=/srv/site.db replica=s3 position=60d9/00000000:16512 elapsed=1.7ms sz=4120',
    );
    expect(line).toMatchObject({ level: "INFO", msg: "wal segment written", synced: true });
    expect(line.at).toBe(Date.parse("2026-11-27T04:34:36.092Z"));
    expect(readLogLine('time=2026-11-27T04:34:33Z level=INFO msg="snapshot written"').synced).toBe(
      true,
    );
  });

  it("reads an error as an error, and anything else as text", () => {
    expect(
      readLogLine(
        'time=2026-11-27T04:34:36Z level=ERROR msg="sync error" error="s3: \\"access denied\\""',
      ),
    ).toMatchObject({ level: "ERROR", msg: "sync error", synced: false });
    expect(readLogLine("panic: runtime error")).toMatchObject({
      level: "INFO",
      msg: "panic: runtime error",
      at: undefined,
      synced: false,
    });
  });
});
