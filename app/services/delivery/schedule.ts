// When a delivery that failed is tried again: after the first retry delay (DELIVERY_RETRY_SECONDS,
// a few seconds), each wait twice the one before, capped at an hour, and each shortened by a
// random part of up to half, so deliveries that failed together do not all return together.
// A delivery still failing a day after it was written (or retried by staff) is given up.

export const longestWaitMs = 60 * 60 * 1000;
export const givingUpAfterMs = 24 * 60 * 60 * 1000;

/** The wait before attempt `attempts + 1`, after `attempts` failures (at least one). */
export function retryDelayMs(
  attempts: number,
  firstDelayMs: number,
  random = Math.random(),
): number {
  const doubled = firstDelayMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30);
  const wait = Math.min(doubled, longestWaitMs);
  return Math.round(wait * (1 - random / 2));
}
