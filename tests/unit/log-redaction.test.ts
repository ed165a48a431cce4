import pino from "pino";
import { describe, expect, it } from "vitest";
import { loggerOptions } from "~/infra/logger.server";
import { withRequestId } from "~/infra/request-ids.server";

// The site's logger never writes a credential, a cookie or a form's body, wherever a line
// carries a request or an answer; a line written while a request is answered carries its id.

function capture() {
  const lines: string[] = [];
  const logger = pino(
    { ...loggerOptions, level: "info" },
    { write: (line: string) => void lines.push(line) },
  );
  return { logger, lines };
}

describe("the logger", () => {
  it("censors credentials, cookies set and sent, and form bodies", () => {
    const { logger, lines } = capture();
    logger.info(
      {
        req: {
          method: "POST",
          url: "/admin/login",
          headers: {
            authorization: "Bearer secret-token",
            cookie: "__Host-session=secret-session",
            "user-agent": "Firefox",
          },
          body: "email=owner%40example.com&password=secret-password",
        },
        res: { statusCode: 302, headers: { "set-cookie": ["__Host-session=secret-new"] } },
      },
      "request completed",
    );
    logger.warn(
      {
        headers: {
          authorization: "Basic c2VjcmV0",
          cookie: "a=secret-b",
          "set-cookie": "c=secret-d",
        },
        body: { password: "secret-e" },
        form: { password: "secret-f" },
      },
      "delivery refused",
    );
    const text = lines.join("");
    expect(text).not.toMatch(/secret|c2VjcmV0|example\.com/);
    const [first, second] = lines.map((line) => JSON.parse(line));
    expect(first.req).toMatchObject({
      method: "POST",
      url: "/admin/login",
      headers: { authorization: "[redacted]", cookie: "[redacted]", "user-agent": "Firefox" },
      body: "[redacted]",
    });
    expect(first.res.headers["set-cookie"]).toBe("[redacted]");
    expect(second).toMatchObject({ body: "[redacted]", form: "[redacted]" });
  });

  it("adds the request's id to a line written while the request is answered", async () => {
    const { logger, lines } = capture();
    logger.info("before");
    await withRequestId("edge-0123456789", async () => {
      await Promise.resolve();
      logger.info("during");
    });
    logger.info("after");
    const [before, during, after] = lines.map((line) => JSON.parse(line));
    expect(before.reqId).toBeUndefined();
    expect(during.reqId).toBe("edge-0123456789");
    expect(after.reqId).toBeUndefined();
  });
});
