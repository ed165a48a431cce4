// The part of s3rver's API the tests use (it ships no types).
declare module "s3rver" {
  import type { Server } from "node:http";
  import type { AddressInfo } from "node:net";

  type Options = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string; configs: string[] }[];
  };

  export default class S3rver {
    constructor(options: Options);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    /** The listening server while it runs. */
    httpServer?: Server;
  }
}

// Its store, whose listing tests/support/s3.ts corrects.
declare module "s3rver/lib/stores/filesystem.js" {
  type Listing = { objects: { key: string }[]; commonPrefixes: string[]; isTruncated: boolean };
  type ListOptions = { delimiter?: string; startAfter?: string; prefix?: string; maxKeys?: number };

  export default class FilesystemStore {
    listObjects(bucket: string, options: ListOptions): Promise<Listing>;
  }
}
