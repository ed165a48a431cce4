import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import FilesystemStore from "s3rver/lib/stores/filesystem.js";

// A real S3-protocol server on 127.0.0.1 (s3rver, files in a temp dir), with one bucket: what
// the S3 storage driver is tested against, never a stub of the SDK. It can be taken down and
// brought back on the same port with the same files, as a provider's outage looks to a client.

export type TestS3 = {
  endpoint: string;
  bucket: string;
  /** Stops answering: the port is closed and open connections are cut; the files stay. */
  takeDown: () => Promise<void>;
  /** Answers again on the same port, with the files it had. */
  bringBack: () => Promise<void>;
  stop: () => Promise<void>;
};

// s3rver's listing with a delimiter skips keys two or more folders below the prefix (it prunes
// their folders before it sees them), so `generations/<id>/wal/…` never shows `generations/<id>/`
// as a common prefix, as S3 does. Listed whole and grouped here instead.
const listObjects = FilesystemStore.prototype.listObjects;
FilesystemStore.prototype.listObjects = async function (bucket, options) {
  const { delimiter, prefix = "", maxKeys = Infinity } = options;
  if (!delimiter) return listObjects.call(this, bucket, options);
  const whole = await listObjects.call(this, bucket, {
    ...options,
    delimiter: "",
    maxKeys: Infinity,
  });
  const commonPrefixes = new Set<string>();
  const objects: typeof whole.objects = [];
  for (const object of whole.objects) {
    const at = object.key.indexOf(delimiter, prefix.length);
    if (at === -1) objects.push(object);
    else commonPrefixes.add(object.key.slice(0, at + delimiter.length));
  }
  return {
    objects: objects.slice(0, maxKeys),
    commonPrefixes: [...commonPrefixes].sort(),
    isTruncated: objects.length > maxKeys,
  };
};

export async function startTestS3(bucket = "studio-test"): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), "studio-s3-"));
  const listen = async (port: number) => {
    const server = new S3rver({
      address: "127.0.0.1",
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const address = (await server.run()) as AddressInfo;
    return { server, port: address.port };
  };
  let running: S3rver | undefined;
  const close = async () => {
    const server = running;
    running = undefined;
    if (!server) return;
    const closed = server.close();
    // Keep-alive connections would hold the old server open: a client sees them cut.
    server.httpServer?.closeAllConnections();
    await closed;
  };
  const first = await listen(0);
  running = first.server;
  return {
    endpoint: `http://127.0.0.1:${first.port}`,
    bucket,
    takeDown: close,
    bringBack: async () => {
      if (!running) running = (await listen(first.port)).server;
    },
    stop: async () => {
      await close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The settings the S3 driver takes for the test server (s3rver's fixed test credentials). */
export function testS3Settings(s3: TestS3, prefix = "resources/") {
  return {
    bucket: s3.bucket,
    region: "us-east-1",
    endpoint: s3.endpoint,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
    prefix,
  };
}
