import { sql } from "kysely";
import { beforeEach, expect, test } from "vitest";
import { createRateLimiter, deleteExpiredRateLimits } from "~/infra/rate-limit.server";
import { describeEachDatabase } from "../support/databases";

// The form rate limit is counted in the database, so every worker process and a restarted
// server share one count; should the database refuse, a count in memory stands in.

describeEachDatabase("rate limits", (getDb) => {
  beforeEach(async () => {
    await getDb().deleteFrom("rate_limits").execute();
  });

  test("allows the set number of posts per window for each key, then refuses with the wait", async () => {
    const limiter = createRateLimiter(getDb(), { points: 2, durationSeconds: 60 });
    const answers = [await limiter.consume("a"), await limiter.consume("a")];
    expect(answers).toEqual([{ allowed: true }, { allowed: true }]);
    const refused = await limiter.consume("a");
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(55);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    expect(await limiter.consume("b")).toEqual({ allowed: true });
  });

  test("two limiters on one database share the count, as two processes or a restart would", async () => {
    const first = createRateLimiter(getDb(), { points: 3, durationSeconds: 60 });
    const second = createRateLimiter(getDb(), { points: 3, durationSeconds: 60 });
    await first.consume("shared");
    await second.consume("shared");
    await first.consume("shared");
    expect((await second.consume("shared")).allowed).toBe(false);
  });

  test("concurrent posts are each counted once", async () => {
    // However long the writes queue on a busy machine, every one is counted in the database.
    const limiter = createRateLimiter(getDb(), {
      points: 10,
      durationSeconds: 60,
      timeoutMs: 30_000,
    });
    const answers = await Promise.all(Array.from({ length: 25 }, () => limiter.consume("burst")));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(10);
  });

  test("a new window starts once the old one has passed", async () => {
    const limiter = createRateLimiter(getDb(), { points: 1, durationSeconds: 1 });
    expect((await limiter.consume("w")).allowed).toBe(true);
    expect((await limiter.consume("w")).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await limiter.consume("w")).allowed).toBe(true);
  });

  test("expired counters are swept", async () => {
    await getDb()
      .insertInto("rate_limits")
      .values([
        { key: "old", points: 1, expire: Date.now() - 7_200_000 },
        { key: "fresh", points: 1, expire: Date.now() + 60_000 },
      ])
      .execute();
    await deleteExpiredRateLimits(getDb());
    const keys = await getDb().selectFrom("rate_limits").select("key").execute();
    expect(keys.map((row) => row.key)).toEqual(["fresh"]);
  });

  test("when the database cannot count, a count in memory still limits", async () => {
    const limiter = createRateLimiter(getDb(), { points: 2, durationSeconds: 60 });
    await sql`alter table rate_limits rename to rate_limits_away`.execute(getDb());
    try {
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push((await limiter.consume("offline")).allowed);
      expect(answers).toEqual([true, true, false]);
    } finally {
      await sql`alter table rate_limits_away rename to rate_limits`.execute(getDb());
    }
  });
});
