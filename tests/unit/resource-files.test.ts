import { describe, expect, it } from "vitest";
import { formatFileSize } from "~/lib/file-size";
import {
  cleanFileName,
  extensionOf,
  headBytes,
  recogniseFile,
  zipTailBytes,
  type ContentFacts,
} from "~/services/resources/file-type";
import {
  sampleDoc,
  sampleDocx,
  sampleExecutable,
  sampleFakeDocx,
  sampleJpeg,
  samplePdf,
  samplePng,
  sampleText,
  sampleZip,
} from "../support/sample-files";

// What an upload is, by its content and its name (spec §5 "Resource upload"), and how its size
// is shown (spec §9).

function factsOf(bytes: Buffer): ContentFacts {
  let plainText = !bytes.includes(0);
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    plainText = false;
  }
  return {
    size: bytes.length,
    head: bytes.subarray(0, headBytes),
    tail: bytes.subarray(-zipTailBytes),
    plainText,
  };
}

describe("recognising an upload by its content", () => {
  it.each([
    ["rules.pdf", samplePdf, "pdf"],
    ["belt.PNG", samplePng, "png"],
    ["kata.jpg", sampleJpeg, "jpeg"],
    ["kata.jpeg", sampleJpeg, "jpeg"],
    ["handbook.doc", sampleDoc, "doc"],
    ["handbook.docx", sampleDocx, "docx"],
    ["terms.txt", sampleText, "txt"],
  ])("takes %s", (name, bytes, kind) => {
    expect(recogniseFile(name, factsOf(bytes))).toBe(kind);
  });

  it.each([
    ["a program renamed to .pdf", "setup.pdf", sampleExecutable],
    ["a PDF renamed to .png", "belt.png", samplePdf],
    ["a Word document renamed to .pdf", "handbook.pdf", sampleDocx],
    ["a ZIP that is not a Word document", "notes.docx", sampleZip],
    ["a ZIP with word/document.xml whose content types do not say Word", "x.docx", sampleFakeDocx],
    ["text with a NUL byte", "terms.txt", Buffer.from("abc\u0000def")],
    ["text that is not UTF-8", "terms.txt", Buffer.from([0x61, 0xff, 0xfe, 0x62])],
    ["an HTML page named .txt", "page.html", Buffer.from("<html><script>x</script></html>")],
    ["a file with no extension", "rules", samplePdf],
    ["an empty file", "empty.txt", Buffer.alloc(0)],
  ])("refuses %s", (_case, name, bytes) => {
    expect(recogniseFile(name, factsOf(bytes))).toBeNull();
  });

  it("reads a Word document's content types from the file's start when its end lacks them", () => {
    // As for a large document: the kept end holds only the directory, the kept start the rest.
    const endOnly = { ...factsOf(sampleDocx), tail: sampleDocx.subarray(-200) };
    expect(recogniseFile("handbook.docx", endOnly)).toBe("docx");
    // Neither kept part holds the content types: not taken on the name's word.
    const neither = { ...endOnly, head: sampleDocx.subarray(0, 16) };
    expect(recogniseFile("handbook.docx", neither)).toBeNull();
  });

  it("reads the extension case-blind, and none from a name without one", () => {
    expect(extensionOf("Belt Chart.JPEG")).toBe("jpeg");
    expect(extensionOf("README")).toBe("");
  });
});

describe("file sizes", () => {
  it.each([
    [0, "0 B"],
    [512, "512 B"],
    [1023, "1023 B"],
    [1024, "1.0 KB"],
    [1536, "1.5 KB"],
    [1024 * 1024 - 1, "1.0 MB"],
    [25 * 1024 * 1024, "25.0 MB"],
    [3.25 * 1024 ** 3, "3.3 GB"],
  ])("%d bytes reads %s", (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });
});

describe("uploaded file names", () => {
  it("removes control and reordering characters, and keeps the extension", () => {
    expect(cleanFileName("belt\r\nchart\u0000.pdf")).toBe("beltchart.pdf");
    expect(cleanFileName("invoice\u202Efdp.exe")).toBe("invoicefdp.exe");
    expect(cleanFileName("\u2066kata\u2069 list.docx")).toBe("kata list.docx");
    expect(cleanFileName("\u0007\u0008")).toBe("file");
  });

  it("caps a name at 255 bytes of UTF-8, extension included, without splitting a character", () => {
    const long = cleanFileName(`${"a".repeat(15_000)}.pdf`);
    expect(Buffer.byteLength(long)).toBe(255);
    expect(long.endsWith(".pdf")).toBe(true);
    const wide = cleanFileName(`${"空手".repeat(200)}.docx`);
    expect(Buffer.byteLength(wide)).toBeLessThanOrEqual(255);
    expect(wide).toMatch(/^(空手)+空?\.docx$/);
  });

  it("leaves a plain name as it is", () => {
    expect(cleanFileName("Belt Requirements 2026.pdf")).toBe("Belt Requirements 2026.pdf");
  });
});
