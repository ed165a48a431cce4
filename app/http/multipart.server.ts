import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { mediaTypeOf } from "~/lib/form-types";
import type { ReceivedFile } from "~/services/resources/file-type";
import {
  cleanFileName,
  type ContentFacts,
  headBytes,
  zipTailBytes,
} from "~/services/resources/file-type";

// A multipart post read as it arrives: the form's fields into memory (small, limited), the one
// file straight to a temporary file on disk, counted as it goes, so a file over the limit is
// refused (413) before it fills memory or disk. On the way past, the scan notes what the checks
// need: the first bytes, the last ones (a ZIP's directory) and whether it is plain UTF-8 text.
// The services get the file as a ReceivedFile (a path and those facts), never the request.

export type ReceivedUpload = { fields: Record<string, string>; file: ReceivedFile | null };

export class UploadRefused extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/** The form's own fields are short; the multipart envelope adds a little to the file. */
const FIELD_BYTES = 16 * 1024;
export const ENVELOPE_BYTES = 64 * 1024;

class ContentScan extends Transform {
  size = 0;
  head = Buffer.alloc(0);
  tail = Buffer.alloc(0);
  plainText = true;
  private readonly decoder = new TextDecoder("utf-8", { fatal: true });

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.size += chunk.length;
    if (this.head.length < headBytes) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, headBytes - this.head.length)]);
    }
    this.tail = Buffer.concat([this.tail, chunk]);
    if (this.tail.length > zipTailBytes) this.tail = this.tail.subarray(-zipTailBytes);
    if (this.plainText) {
      try {
        if (chunk.includes(0)) this.plainText = false;
        else this.decoder.decode(chunk, { stream: true });
      } catch {
        this.plainText = false;
      }
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback) {
    if (this.plainText) {
      try {
        this.decoder.decode();
      } catch {
        this.plainText = false;
      }
    }
    done();
  }

  facts(): ContentFacts {
    return { size: this.size, head: this.head, tail: this.tail, plainText: this.plainText };
  }
}

/**
 * Reads a multipart post with at most one file, in the field `fileField`, of at most `maxBytes`.
 * Throws UploadRefused for a body that is not multipart (415), too large (413) or malformed (400);
 * the temporary file is then already removed. The caller removes it after a success.
 */
export async function receiveUpload(
  request: Request,
  {
    maxBytes,
    tempDir,
    fileField = "file",
  }: { maxBytes: number; tempDir: string; fileField?: string },
): Promise<ReceivedUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  if (mediaTypeOf(contentType) !== "multipart/form-data") {
    throw new UploadRefused(415, "the upload must be multipart/form-data");
  }
  const stated = Number(request.headers.get("content-length") ?? Number.NaN);
  if (stated > maxBytes + ENVELOPE_BYTES) throw new UploadRefused(413, "the upload is too large");
  if (!request.body) throw new UploadRefused(400, "the upload has no body");
  await mkdir(tempDir, { recursive: true });

  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  let tooLarge = false;
  const writes: Promise<void>[] = [];
  const parser = busboy({
    headers: { "content-type": contentType },
    limits: { fileSize: maxBytes, files: 1, fields: 12, fieldSize: FIELD_BYTES, parts: 13 },
    defParamCharset: "utf8",
  });
  parser.on("field", (name, value, info) => {
    if (info.valueTruncated) tooLarge = true;
    fields[name] = value;
  });
  parser.on("file", (name, stream, info) => {
    if (name !== fileField || file || !info.filename) {
      stream.resume();
      return;
    }
    const tempPath = path.join(tempDir, `${randomUUID()}.upload`);
    const scan = new ContentScan();
    const received: ReceivedFile = {
      tempPath,
      fileName: cleanFileName(path.basename(info.filename.replaceAll("\\", "/"))),
      facts: scan.facts(),
    };
    file = received;
    stream.on("limit", () => {
      tooLarge = true;
    });
    writes.push(
      pipeline(stream, scan, createWriteStream(tempPath)).then(() => {
        received.facts = scan.facts();
      }),
    );
  });

  const removeTemp = async () => {
    if (file) await rm(file.tempPath, { force: true });
  };
  try {
    await pipeline(
      Readable.fromWeb(request.body as import("node:stream/web").ReadableStream),
      parser,
    );
    await Promise.all(writes);
  } catch (error) {
    await Promise.allSettled(writes);
    await removeTemp();
    if (tooLarge) throw new UploadRefused(413, "the upload is too large");
    throw new UploadRefused(400, `the upload could not be read: ${String(error)}`);
  }
  if (tooLarge) {
    await removeTemp();
    throw new UploadRefused(413, "the upload is too large");
  }
  return { fields, file };
}
