import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onOneConnection } from "../support/raw-http.ts";
import { startTinyApp, type TinyApp } from "../support/tiny-app.ts";

// Every answer carries the request's id (X-Request-Id), and so does every log line written while
// the request is answered; a proxy's id is kept when it is a short safe token, replaced when not.

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let app: TinyApp;
beforeAll(async () => {
  app = await startTinyApp();
});
afterAll(async () => {
  await app.close();
});

/** A request Node's parser reads but the server refuses (a Host header with markup): 400. */
function malformedRequest(url: string): Promise<string> {
  return onOneConnection(url, "GET / HTTP/1.1\r\nHost: <b>\r\nConnection: close\r\n\r\n");
}

describe("X-Request-Id", () => {
  it.each([
    ["a prerendered page", "/", 200],
    ["a page the app renders", "/admin/schedule/12", 200],
    ["a static file", "/favicon.ico", 200],
    ["a hashed asset", "/assets/entry-abc123.js", 200],
    ["a missing asset", "/assets/missing.js", 404],
    ["an unknown path", "/no-such-path/here", 404],
    ["a route that fails", "/__test/fault", 500],
  ])("is on %s (%s)", async (_kind, path, status) => {
    const response = await fetch(`${app.url}${path}`);
    expect(response.status).toBe(status);
    expect(response.headers.get("x-request-id")).toMatch(uuid);
  });

  it("is on a malformed request's refusal", async () => {
    const answer = await malformedRequest(app.url);
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toMatch(/\r\nX-Request-Id: [0-9a-f-]{36}\r\n/i);
  });

  it("is a new one for each request", async () => {
    const ids = await Promise.all(
      [1, 2, 3].map(async () => (await fetch(`${app.url}/`)).headers.get("x-request-id")),
    );
    expect(new Set(ids).size).toBe(3);
  });

  it("keeps a safe incoming id and replaces an unsafe one", async () => {
    const kept = await fetch(`${app.url}/no-such-path`, {
      headers: { "X-Request-Id": "edge-7f3a9c21_b" },
    });
    expect(kept.headers.get("x-request-id")).toBe("edge-7f3a9c21_b");
    for (const unsafe of ["short", "<script>alert(1)</script>", "a".repeat(65), "id with space"]) {
      const replaced = await fetch(`${app.url}/`, { headers: { "X-Request-Id": unsafe } });
      expect(replaced.headers.get("x-request-id"), unsafe).toMatch(uuid);
    }
  });

  it("reaches the app, for the error screen's reference", async () => {
    const response = await fetch(`${app.url}/__test/fault`);
    const id = response.headers.get("x-request-id");
    expect(await response.text()).toContain(`<p id="request">${id}</p>`);
  });
});

describe("log lines of a request", () => {
  it("carry its id: the app's own lines, a failure and the request's line", async () => {
    const response = await fetch(`${app.url}/admin/schedule/7`, {
      headers: { Authorization: "Bearer very-secret-token", Cookie: "session=very-secret-cookie" },
    });
    await response.text();
    const failed = await fetch(`${app.url}/__test/fault`);
    await failed.text();
    const id = response.headers.get("x-request-id");
    const failedId = failed.headers.get("x-request-id");
    // The request's line is written once its answer is out.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = app.logLines();
    const ofRequest = lines.filter((line) => line.reqId === id);
    expect(ofRequest.map((line) => line.msg)).toEqual(
      expect.arrayContaining(["season read", "request completed"]),
    );
    const failures = lines.filter((line) => line.msg === "request failed");
    expect(failures.map((line) => line.reqId)).toContain(failedId);
    const completed = ofRequest.find((line) => line.msg === "request completed");
    expect(completed?.req).toMatchObject({ id, method: "GET", url: "/admin/schedule/7" });
    const text = JSON.stringify(lines);
    expect(text).not.toContain("very-secret");
  });

  it("of a page served from memory carry its id too", async () => {
    const response = await fetch(`${app.url}/`);
    const id = response.headers.get("x-request-id");
    const line = app.logLines().find((each) => each.reqId === id);
    expect(line).toMatchObject({ msg: "request completed", res: { statusCode: 200 } });
  });
});
