import { inflateRawSync } from "node:zlib";
// What an uploaded file is, by its content rather than its name (spec §5 "Resource upload": pdf,
// doc, docx, txt, jpg, jpeg, png). The name's extension must then agree with the content, so a
// program renamed to ".pdf" is refused, as is a PDF renamed to ".png".

export type ResourceFileKind = "pdf" | "doc" | "docx" | "txt" | "jpeg" | "png";

export const fileKinds: Record<
  ResourceFileKind,
  { mime: string; extensions: readonly string[]; inline: boolean }
> = {
  pdf: { mime: "application/pdf", extensions: ["pdf"], inline: true },
  png: { mime: "image/png", extensions: ["png"], inline: true },
  jpeg: { mime: "image/jpeg", extensions: ["jpg", "jpeg"], inline: true },
  txt: { mime: "text/plain; charset=utf-8", extensions: ["txt"], inline: true },
  doc: { mime: "application/msword", extensions: ["doc"], inline: false },
  docx: {
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extensions: ["docx"],
    inline: false,
  },
};

/** A file's extension, lower-cased, without the dot ("" when it has none). */
export function extensionOf(fileName: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(fileName.trim());
  return match?.[1]?.toLowerCase() ?? "";
}

const startsWith = (head: Uint8Array, signature: number[]) =>
  head.length >= signature.length && signature.every((byte, index) => head[index] === byte);

/** What the file's first bytes say it is, before any look at the rest. */
export function kindByHead(head: Uint8Array): ResourceFileKind | "zip" | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46])) return "pdf"; // %PDF
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "doc"; // OLE
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return "zip";
  return null;
}

type ZipEntry = { name: string; method: number; packedSize: number; offset: number };

/**
 * The entries in a ZIP archive's central directory, read from the archive's last bytes (the end
 * record and the directory before it). Null when the tail is not a well-formed ZIP end.
 */
export function zipEntries(tail: Uint8Array, fileSize: number): ZipEntry[] | null {
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  const tailStart = fileSize - tail.length;
  for (let at = tail.length - 22; at >= 0; at -= 1) {
    if (view.getUint32(at, true) !== 0x06054b50) continue;
    const count = view.getUint16(at + 10, true);
    const directorySize = view.getUint32(at + 12, true);
    const directoryStart = view.getUint32(at + 16, true) - tailStart;
    if (directoryStart < 0 || directoryStart + directorySize > at) return null;
    const entries: ZipEntry[] = [];
    let entry = directoryStart;
    for (let index = 0; index < count; index += 1) {
      if (entry + 46 > at || view.getUint32(entry, true) !== 0x02014b50) return null;
      const nameLength = view.getUint16(entry + 28, true);
      const extraLength = view.getUint16(entry + 30, true);
      const commentLength = view.getUint16(entry + 32, true);
      entries.push({
        name: new TextDecoder().decode(tail.subarray(entry + 46, entry + 46 + nameLength)),
        method: view.getUint16(entry + 10, true),
        packedSize: view.getUint32(entry + 20, true),
        offset: view.getUint32(entry + 42, true),
      });
      entry += 46 + nameLength + extraLength + commentLength;
    }
    return entries;
  }
  return null;
}

/** The names in a ZIP archive's central directory (see zipEntries). */
export function zipEntryNames(tail: Uint8Array, fileSize: number): string[] | null {
  return zipEntries(tail, fileSize)?.map((entry) => entry.name) ?? null;
}

/** How far from its end a ZIP's central directory is read: enough for a Word document's. */
export const zipTailBytes = 256 * 1024;

/** How much of a file's start is kept: a Word document's content types come first. */
export const headBytes = 64 * 1024;

/** The part a Word document's [Content_Types].xml names for its main document. */
const wordMainDocument =
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";

/** An entry's bytes, unpacked, when the file's kept start or end holds all of it. */
function entryText(entry: ZipEntry, facts: ContentFacts): string | null {
  const tailStart = facts.size - facts.tail.length;
  const [bytes, at] =
    entry.offset + 30 <= facts.head.length
      ? [facts.head, entry.offset]
      : [facts.tail, entry.offset - tailStart];
  if (at < 0 || at + 30 > bytes.length) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(at, true) !== 0x04034b50) return null;
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.packedSize > bytes.length) return null;
  const packed = bytes.subarray(start, start + entry.packedSize);
  try {
    const unpacked =
      entry.method === 8
        ? inflateRawSync(packed, { maxOutputLength: 1024 * 1024 })
        : entry.method === 0
          ? packed
          : null;
    return unpacked ? new TextDecoder().decode(unpacked) : null;
  } catch {
    return null;
  }
}

/**
 * A Word document: a ZIP with word/document.xml and a [Content_Types].xml that names the Word
 * main document type (any ZIP can hold a file of that name; only Word's says what it is).
 */
function isWordDocument(facts: ContentFacts): boolean {
  const entries = zipEntries(facts.tail, facts.size);
  if (!entries?.some((entry) => entry.name === "word/document.xml")) return false;
  const types = entries.find((entry) => entry.name === "[Content_Types].xml");
  return types ? (entryText(types, facts)?.includes(wordMainDocument) ?? false) : false;
}

/** What the scan of the whole file found, as the upload streams past (http/multipart.server.ts). */
export type ContentFacts = {
  size: number;
  /** Its first bytes, up to headBytes. */
  head: Uint8Array;
  /** Its last bytes, up to zipTailBytes. */
  tail: Uint8Array;
  /** True when every byte is valid UTF-8 and none is NUL. */
  plainText: boolean;
};

/** An uploaded file as the services take it: waiting in a temporary file, with its facts. */
export type ReceivedFile = { tempPath: string; fileName: string; facts: ContentFacts };

/**
 * The file's kind when its content is one the library takes and its name's extension agrees;
 * null otherwise.
 */
export function recogniseFile(fileName: string, facts: ContentFacts): ResourceFileKind | null {
  if (facts.size === 0) return null;
  const byHead = kindByHead(facts.head);
  let kind: ResourceFileKind | null = null;
  if (byHead === "zip") {
    kind = isWordDocument(facts) ? "docx" : null;
  } else if (byHead) {
    kind = byHead;
  } else if (facts.plainText) {
    kind = "txt";
  }
  if (!kind) return null;
  return fileKinds[kind].extensions.includes(extensionOf(fileName)) ? kind : null;
}

/**
 * Control and format characters (among them the marks that reorder text, so a name can pretend
 * "exe.pdf", and invisible ones), and line and paragraph separators.
 */
const unsafeInName = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** The longest name stored, in bytes of UTF-8 (what file systems and proxies take). */
export const maxFileNameBytes = 255;

/**
 * An uploaded file's name as it is stored and sent back in Content-Disposition: without control
 * or reordering characters, at most 255 bytes of UTF-8, its extension kept.
 */
export function cleanFileName(name: string): string {
  const cleaned = name.normalize("NFC").replace(unsafeInName, "").trim();
  const extension = extensionOf(cleaned);
  const suffix = extension && extension.length <= 16 ? `.${extension}` : "";
  const room = maxFileNameBytes - Buffer.byteLength(suffix);
  let stem = "";
  let bytes = 0;
  for (const char of suffix ? cleaned.slice(0, -suffix.length) : cleaned) {
    bytes += Buffer.byteLength(char);
    if (bytes > room) break;
    stem += char;
  }
  return `${stem.trim() || "file"}${suffix}`;
}
