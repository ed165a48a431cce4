import { describe, expect, it } from "vitest";
import { createRateLimiter } from "~/infra/rate-limit.server";

describe("form rate limiter", () => {
  it("allows the set number of posts per window for each address, then refuses until it ends", () => {
    let now = 0;
    const limiter = createRateLimiter(2, 1000, () => now);
    expect([limiter.allow("a"), limiter.allow("a"), limiter.allow("a")]).toEqual([
      true,
      true,
      false,
    ]);
    expect(limiter.allow("b")).toBe(true);
    now = 999;
    expect(limiter.allow("a")).toBe(false);
    now = 1000;
    expect(limiter.allow("a")).toBe(true);
  });
});
