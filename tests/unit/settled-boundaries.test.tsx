import { PassThrough } from "node:stream";
import { Suspense, use } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { settleBoundaries } from "~/lib/settled-boundaries.server";

// The documents here are React's own output for boundaries that finish after the shell, as React
// Router's data scripts do: one boundary inside another, each holding a script.

function later<T>(value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), 5));
}

function Chunk({ chunks, index }: { chunks: Promise<string>[]; index: number }) {
  const chunk = chunks[index];
  if (!chunk) return null;
  const text = use(chunk);
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: text }} />
      <Suspense>
        <Chunk chunks={chunks} index={index + 1} />
      </Suspense>
    </>
  );
}

function render(body: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <html lang="en">
        <body>{body}</body>
      </html>,
      {
        // Sent at once, as visitors get it: what finishes later is written out of order.
        onShellReady() {
          const sink = new PassThrough();
          let html = "";
          sink.on("data", (data: Buffer) => (html += data.toString()));
          sink.on("end", () => resolve(html));
          pipe(sink);
        },
        onShellError: reject,
      },
    );
  });
}

const dataScripts = () => {
  const chunks = [later('window.data=["a"];'), later('window.data.push("b");')];
  return (
    <Suspense>
      <Chunk chunks={chunks} index={0} />
    </Suspense>
  );
};

describe("settling the boundaries React writes out of order", () => {
  it("writes each finished boundary in place, in order, and drops React's runtime", async () => {
    const html = await render(
      <>
        <p>Page</p>
        {dataScripts()}
      </>,
    );
    expect(html).toContain("$RC(");
    const settled = settleBoundaries(html);
    expect(settled).not.toMatch(/\$R[A-Z]|<template|hidden id="S:|requestAnimationFrame/);
    expect(settled).toContain(
      '<p>Page</p><!--$--><script>window.data=["a"];</script><!--$--><script>window.data.push("b");</script><!--$--><!--/$--><!--/$--><!--/$-->',
    );
  });

  it("leaves a document whose out-of-order content is more than scripts as it was", async () => {
    const text = later("Text");
    function Late() {
      return <p>{use(text)}</p>;
    }
    const html = await render(
      <>
        {dataScripts()}
        <Suspense>
          <Late />
        </Suspense>
      </>,
    );
    expect(html).toContain("$RC(");
    expect(settleBoundaries(html)).toBe(html);
  });

  it("leaves a document with nothing out of order as it was", async () => {
    const html = await render(<p>Page</p>);
    expect(settleBoundaries(html)).toBe(html);
  });
});
