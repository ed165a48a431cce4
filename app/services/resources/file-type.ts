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

/**
 * The names in a ZIP archive's central directory, read from the archive's last bytes (the end
 * record and the directory before it). Null when the tail is not a well-formed ZIP end.
 */
export function zipEntryNames(tail: Uint8Array, fileSize: number): string[] | null {
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  const tailStart = fileSize - tail.length;
  for (let at = tail.length - 22; at >= 0; at -= 1) {
    if (view.getUint32(at, true) !== 0x06054b50) continue;
    const entries = view.getUint16(at + 10, true);
    const directorySize = view.getUint32(at + 12, true);
    const directoryStart = view.getUint32(at + 16, true) - tailStart;
    if (directoryStart < 0 || directoryStart + directorySize > at) return null;
    const names: string[] = [];
    let entry = directoryStart;
    for (let index = 0; index < entries; index += 1) {
      if (entry + 46 > at || view.getUint32(entry, true) !== 0x02014b50) return null;
      const nameLength = view.getUint16(entry + 28, true);
      const extraLength = view.getUint16(entry + 30, true);
      const commentLength = view.getUint16(entry + 32, true);
      const name = tail.subarray(entry + 46, entry + 46 + nameLength);
      names.push(new TextDecoder().decode(name));
      entry += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  }
  return null;
}

/** How far from its end a ZIP's central directory is read: enough for a Word document's. */
export const zipTailBytes = 256 * 1024;

/** What the scan of the whole file found, as the upload streams past (upload.server.ts). */
export type ContentFacts = {
  size: number;
  /** Its first bytes (at least 8 when the file has them). */
  head: Uint8Array;
  /** Its last bytes, up to zipTailBytes. */
  tail: Uint8Array;
  /** True when every byte is valid UTF-8 and none is NUL. */
  plainText: boolean;
};

/**
 * The file's kind when its content is one the library takes and its name's extension agrees;
 * null otherwise.
 */
export function recogniseFile(fileName: string, facts: ContentFacts): ResourceFileKind | null {
  if (facts.size === 0) return null;
  const byHead = kindByHead(facts.head);
  let kind: ResourceFileKind | null = null;
  if (byHead === "zip") {
    const names = zipEntryNames(facts.tail, facts.size);
    kind = names?.includes("word/document.xml") ? "docx" : null;
  } else if (byHead) {
    kind = byHead;
  } else if (facts.plainText) {
    kind = "txt";
  }
  if (!kind) return null;
  return fileKinds[kind].extensions.includes(extensionOf(fileName)) ? kind : null;
}
