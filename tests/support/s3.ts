import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

// A real S3-protocol server on 127.0.0.1 (s3rver, files in a temp dir), with one bucket: what
// the S3 storage driver is tested against, never a stub of the SDK.

export type TestS3 = {
  endpoint: string;
  bucket: string;
  stop: () => Promise<void>;
};

export async function startTestS3(bucket = "studio-test"): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), "studio-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    stop: async () => {
      await server.close();
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
