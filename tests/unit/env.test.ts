import { describe, expect, it } from "vitest";
import { parseEnv } from "~/infra/env.server";

describe("environment", () => {
  it("needs no configuration to start", () => {
    expect(parseEnv({})).toMatchObject({
      PORT: 3000,
      DATABASE_URL: "file:./data/site.db",
      NODE_ENV: "production",
      FORM_RATE_LIMIT: 10,
    });
  });

  it("accepts a PostgreSQL URL", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://u:p@db:5432/studio" }).DATABASE_URL).toBe(
      "postgres://u:p@db:5432/studio",
    );
  });

  it("names the variable that is wrong", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must start with/);
    expect(() => parseEnv({ SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET/);
  });
});
