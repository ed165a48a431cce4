import { env } from "./env.server";

// A fixed-window counter per client address for public form posts. It lives in process memory:
// right for one instance; several instances behind a load balancer each count on their own.

type Window = { startedAt: number; count: number };

export type RateLimiter = { allow: (key: string) => boolean };

export function createRateLimiter(limit: number, windowMs: number, now = Date.now): RateLimiter {
  const windows = new Map<string, Window>();
  return {
    allow(key) {
      const time = now();
      const current = windows.get(key);
      if (!current || time - current.startedAt >= windowMs) {
        if (windows.size > 10_000) {
          for (const [k, w] of windows) if (time - w.startedAt >= windowMs) windows.delete(k);
        }
        windows.set(key, { startedAt: time, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= limit;
    },
  };
}

/** Shared by every public form, so one address has one allowance across them. */
export const formRateLimiter = createRateLimiter(
  env.FORM_RATE_LIMIT,
  env.FORM_RATE_WINDOW_SECONDS * 1000,
);
