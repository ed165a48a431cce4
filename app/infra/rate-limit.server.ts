import { sql, type Kysely } from "kysely";
import { RateLimiterMemory, RateLimiterRes, RLWrapperTimeouts } from "rate-limiter-flexible";
import RateLimiterStoreAbstract from "rate-limiter-flexible/lib/RateLimiterStoreAbstract.js";
import { getDb, type Database } from "./db.server";
import { env } from "./env.server";

// Rate limits counted by rate-limiter-flexible in the site's own database (the rate_limits table),
// so every worker process shares one count and a restart does not reset it. Should the database
// be slow or refuse writes, a per-process count in memory stands in rather than letting a
// visitor's post wait for the database twice.

type Counter = { points: number; expire: number | null };

function toCounter(row: { points: number; expire: number | string | null }): Counter {
  return { points: Number(row.points), expire: row.expire === null ? null : Number(row.expire) };
}

/** rate-limiter-flexible's store contract, kept through Kysely on SQLite and PostgreSQL alike. */
class RateLimiterKysely extends RateLimiterStoreAbstract {
  readonly #db: Kysely<Database>;

  constructor(
    db: Kysely<Database>,
    options: { points: number; duration: number; keyPrefix: string },
  ) {
    super({ ...options, storeClient: db });
    this.#db = db;
  }

  _getRateLimiterRes(_key: string, changedPoints: number, counter: Counter): RateLimiterRes {
    const firstInDuration = changedPoints === counter.points;
    const consumed = firstInDuration ? changedPoints : counter.points;
    return new RateLimiterRes(
      Math.max(this.points - consumed, 0),
      counter.expire === null ? -1 : Math.max(counter.expire - Date.now(), 0),
      consumed,
      firstInDuration,
    );
  }

  async _upsert(
    key: string,
    points: number,
    msDuration: number,
    forceExpire = false,
  ): Promise<Counter> {
    const now = Date.now();
    const expire = msDuration > 0 ? now + msDuration : null;
    const current = sql`rate_limits.expire is null or rate_limits.expire > ${now}`;
    const row = await this.#db
      .insertInto("rate_limits")
      .values({ key, points, expire })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet(
          forceExpire
            ? { points, expire }
            : {
                points: sql<number>`case when ${current} then rate_limits.points + excluded.points else excluded.points end`,
                expire: sql<number>`case when ${current} then rate_limits.expire else excluded.expire end`,
              },
        ),
      )
      .returning(["points", "expire"])
      .executeTakeFirstOrThrow();
    return toCounter(row);
  }

  async _get(key: string): Promise<Counter | null> {
    const row = await this.#db
      .selectFrom("rate_limits")
      .select(["points", "expire"])
      .where("key", "=", key)
      .where((eb) => eb.or([eb("expire", "is", null), eb("expire", ">", Date.now())]))
      .executeTakeFirst();
    return row ? toCounter(row) : null;
  }

  async _delete(key: string): Promise<boolean> {
    const result = await this.#db
      .deleteFrom("rate_limits")
      .where("key", "=", key)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}

export type Allowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = {
  /** Counts one post against the key's allowance. */
  consume: (key: string) => Promise<Allowance>;
  /** Whether the key has allowance left, without counting anything. */
  check: (key: string) => Promise<Allowance>;
};

/** A limit of `points` posts per `durationSeconds` for each key, counted in `db`. */
export function createRateLimiter(
  db: Kysely<Database>,
  {
    points,
    durationSeconds,
    keyPrefix = "form",
    timeoutMs = 500,
  }: {
    points: number;
    durationSeconds: number;
    /** Keeps one limiter's counts apart from another's in the shared table. */
    keyPrefix?: string;
    /** How long the database's count may take before the count in memory answers instead. */
    timeoutMs?: number;
  },
): RateLimiter {
  const options = { points, duration: durationSeconds, keyPrefix };
  const limiter = new RLWrapperTimeouts({
    limiter: new RateLimiterKysely(db, options),
    timeoutMs,
    insuranceLimiter: new RateLimiterMemory(options),
  });
  return {
    async check(key) {
      const counted = await limiter.get(key);
      if (!counted || counted.remainingPoints > 0) return { allowed: true };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil(counted.msBeforeNext / 1000)),
      };
    },
    async consume(key) {
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) {
          return {
            allowed: false,
            retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)),
          };
        }
        throw refusal;
      }
    },
  };
}

/** Removes counters that expired over an hour ago; run now and then. */
export async function deleteExpiredRateLimits(db: Kysely<Database>, now = Date.now()) {
  await db
    .deleteFrom("rate_limits")
    .where("expire", "<", now - 3_600_000)
    .execute();
}

let formLimiter: RateLimiter | undefined;

/** Shared by every public form, so one address has one allowance across them. */
export function formRateLimiter(): RateLimiter {
  formLimiter ??= createRateLimiter(getDb(), {
    points: env.FORM_RATE_LIMIT,
    durationSeconds: env.FORM_RATE_WINDOW_SECONDS,
  });
  return formLimiter;
}

// Attempts at a secret (a password, a code) are counted before they are checked, so a burst of
// parallel tries gets no more checks than the limit: each try adds its point in one statement
// and learns the new count from it, and only the tries whose point fits the limit go on. A try
// that succeeds gives its point back. There is no stand-in count in memory here: when the
// database cannot count, nobody could sign in anyway, and the try is refused.

export type Reservation =
  { allowed: true; giveBack: () => Promise<void> } | { allowed: false; retryAfterSeconds: number };

function secondsUntil(expire: number | null, now: number): number {
  return expire === null ? 1 : Math.max(1, Math.ceil((expire - now) / 1000));
}

/** Adds one point to the key's count for the window and answers with the new count. */
async function addPoint(db: Kysely<Database>, key: string, durationSeconds: number, now: number) {
  const current = sql`rate_limits.expire is null or rate_limits.expire > ${now}`;
  const row = await db
    .insertInto("rate_limits")
    .values({ key, points: 1, expire: now + durationSeconds * 1000 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        points: sql<number>`case when ${current} then rate_limits.points + 1 else 1 end`,
        expire: sql<number>`case when ${current} then rate_limits.expire else excluded.expire end`,
      }),
    )
    .returning(["points", "expire"])
    .executeTakeFirstOrThrow();
  return toCounter(row);
}

/**
 * Takes one point back from the window it was added to (never below zero). Once that window has
 * passed, a new one has begun with its own count, which a late give-back must not lower.
 */
async function takePoint(db: Kysely<Database>, key: string, expire: number | null): Promise<void> {
  if (expire === null) return;
  await db
    .updateTable("rate_limits")
    .set({ points: sql<number>`points - 1` })
    .where("key", "=", key)
    .where("points", ">", 0)
    .where("expire", "=", expire)
    .execute();
}

/**
 * Reserves one of `points` attempts per `durationSeconds` for the key. A refused reservation is
 * not counted; an allowed one stays counted unless given back.
 */
export async function reserveAttempt(
  db: Kysely<Database>,
  key: string,
  { points, durationSeconds }: { points: number; durationSeconds: number },
  now = Date.now(),
): Promise<Reservation> {
  const counter = await addPoint(db, key, durationSeconds, now);
  if (counter.points > points) {
    await takePoint(db, key, counter.expire);
    return { allowed: false, retryAfterSeconds: secondsUntil(counter.expire, now) };
  }
  return { allowed: true, giveBack: () => takePoint(db, key, counter.expire) };
}

/** Counts one attempt for the key's window: its place in the count, and how to give it back. */
export async function countAttempt(
  db: Kysely<Database>,
  key: string,
  durationSeconds: number,
  now = Date.now(),
): Promise<{ place: number; giveBack: () => Promise<void> }> {
  const counter = await addPoint(db, key, durationSeconds, now);
  return { place: counter.points, giveBack: () => takePoint(db, key, counter.expire) };
}

/**
 * Takes the key's next turn when at least `gapSeconds` have passed since the last one: one
 * statement, so of many parallel tries exactly one gets the turn. Refused: the wait left.
 */
export async function takeTurn(
  db: Kysely<Database>,
  key: string,
  gapSeconds: number,
  now = Date.now(),
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const next = now + gapSeconds * 1000;
  const taken = await db
    .insertInto("rate_limits")
    .values({ key, points: 0, expire: next })
    .onConflict((oc) =>
      oc
        .column("key")
        .doUpdateSet({ expire: next })
        .where((eb) =>
          eb.or([eb("rate_limits.expire", "is", null), eb("rate_limits.expire", "<=", now)]),
        ),
    )
    .returning("expire")
    .executeTakeFirst();
  if (taken) return { allowed: true };
  const row = await db
    .selectFrom("rate_limits")
    .select("expire")
    .where("key", "=", key)
    .executeTakeFirst();
  // The turn may have been taken by a try that began a moment after this one, so the wait is
  // measured from now, after the read, rather than from when this try began.
  return {
    allowed: false,
    retryAfterSeconds: secondsUntil(
      row?.expire == null ? null : Number(row.expire),
      Math.max(now, Date.now()),
    ),
  };
}
