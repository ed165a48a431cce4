import { createServer, type Server } from "node:http";
import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { takesUploads } from "../../server/app.ts";
import { limitRequestTime } from "../../server/request-listener.ts";

// How long a request may take to arrive: a minute for pages and forms, the server's longer limit
// for the pages that take uploads. Checked on a real server over a raw socket, with a short
// limit standing in for the minute.

describe("takesUploads", () => {
  it.each([
    ["/resources", true],
    ["/admin/resources/12", true],
    ["/admin/resources", false],
    ["/admin/resources/12/x", false],
    ["/admin/resources/abc", false],
    ["/contact", false],
    ["/", false],
  ])("%s: %s", (page, expected) => {
    expect(takesUploads(page)).toBe(expected);
  });
});

describe("limitRequestTime", () => {
  let server: Server | undefined;
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  async function start(limitMs: number): Promise<number> {
    server = createServer((req, res) => {
      limitRequestTime(req, res, limitMs);
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        if (!res.headersSent) res.end(`got ${Buffer.concat(chunks).length}`);
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    if (!address || typeof address === "string") throw new Error("no port");
    return address.port;
  }

  /** Sends the headers and `sent` of the `stated` body bytes, then waits for the answer. */
  function dribble(port: number, stated: number, sent: number) {
    return new Promise<{ text: string; closedAfterMs: number }>((resolve, reject) => {
      const began = Date.now();
      const socket = connect(port, "127.0.0.1", () => {
        socket.write(
          `POST /contact HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: ${stated}\r\n\r\n${"a".repeat(sent)}`,
        );
      });
      let text = "";
      socket.on("data", (chunk) => (text += chunk.toString()));
      socket.on("close", () => resolve({ text, closedAfterMs: Date.now() - began }));
      socket.on("error", reject);
      setTimeout(() => {
        socket.destroy();
        reject(new Error("the server never closed the connection"));
      }, 5000).unref();
    });
  }

  it("answers 408 and closes a connection whose body stops arriving", async () => {
    const port = await start(300);
    const { text, closedAfterMs } = await dribble(port, 100, 10);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(text).toContain("Connection: close");
    expect(closedAfterMs).toBeGreaterThanOrEqual(250);
  });

  it("leaves a request that arrives in time alone, and its answer is not cut short", async () => {
    const port = await start(300);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.write(
          "POST /contact HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello",
        );
      });
      let text = "";
      socket.on("data", (chunk) => (text += chunk.toString()));
      socket.on("close", () => resolve(text));
      socket.on("error", reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain("got 5");
  });
});
