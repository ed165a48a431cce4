import { describe, expect, it } from "vitest";
import { formatFileSize } from "~/lib/file-size";
import {
  extensionOf,
  recogniseFile,
  zipTailBytes,
  type ContentFacts,
} from "~/services/resources/file-type";
import {
  sampleDoc,
  sampleDocx,
  sampleExecutable,
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
    head: bytes.subarray(0, 16),
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
    ["text with a NUL byte", "terms.txt", Buffer.from("abc\u0000def")],
    ["text that is not UTF-8", "terms.txt", Buffer.from([0x61, 0xff, 0xfe, 0x62])],
    ["an HTML page named .txt", "page.html", Buffer.from("<html><script>x</script></html>")],
    ["a file with no extension", "rules", samplePdf],
    ["an empty file", "empty.txt", Buffer.alloc(0)],
  ])("refuses %s", (_case, name, bytes) => {
    expect(recogniseFile(name, factsOf(bytes))).toBeNull();
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
