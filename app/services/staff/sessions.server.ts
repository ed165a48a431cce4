import type { DeleteQueryBuilder, DeleteResult, Kysely } from "kysely";
import type { Database } from "~/infra/db.server";
import { recordAudit, type Actor } from "./audit.server";
import { iso } from "./columns";

// Staff sessions: listing a person's, ending one or all but the current, and whose half-done
// sign-in a challenge is.

export type StaffSession = {
  id: string;
  createdAt: string;
  lastActiveAt: string;
  expiresAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  current: boolean;
};

export async function listSessions(
  db: Kysely<Database>,
  userId: string,
  currentSessionId: string,
): Promise<StaffSession[]> {
  const rows = await db
    .selectFrom("staff_sessions")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("updated_at", "desc")
    .execute();
  const now = Date.now();
  return rows
    .filter((row) => new Date(row.expires_at).getTime() > now)
    .map((row) => ({
      id: row.id,
      createdAt: iso(row.created_at),
      lastActiveAt: iso(row.updated_at),
      expiresAt: iso(row.expires_at),
      ipAddress: row.ip_address,
      userAgent: row.user_agent,
      current: row.id === currentSessionId,
    }));
}

/**
 * Ends one of the person's own sessions (never another person's): by their choice, or, with
 * `summary`, for the reason it gives (the account's two-step sign-in no longer allows it).
 */
export async function endSession(
  db: Kysely<Database>,
  actor: Actor & { id: string },
  sessionId: string,
  summary = `${actor.name} signed out a session`,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom("staff_sessions")
      .where("id", "=", sessionId)
      .where("user_id", "=", actor.id)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return;
    await recordAudit(trx, actor, {
      action: "ended session",
      recordKind: "session",
      recordId: sessionId,
      summary,
    });
  });
}

type SessionDelete = DeleteQueryBuilder<Database, "staff_sessions", DeleteResult>;

/**
 * Ends the person's sessions that `which` narrows the deletion to, in one transaction with one
 * audit line (`summary` of how many); returns how many ended.
 */
export async function endSessionsOf(
  db: Kysely<Database>,
  actor: Actor & { id: string },
  which: (query: SessionDelete, trx: Kysely<Database>) => SessionDelete,
  summary: (ended: number) => string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const query = trx.deleteFrom("staff_sessions").where("user_id", "=", actor.id);
    const result = await which(query, trx).executeTakeFirst();
    const ended = Number(result.numDeletedRows);
    if (ended > 0) {
      await recordAudit(trx, actor, {
        action: "ended sessions",
        recordKind: "session",
        recordId: null,
        summary: summary(ended),
      });
    }
    return ended;
  });
}

/** Ends every session of the person but the one in use. */
export function endOtherSessions(
  db: Kysely<Database>,
  actor: Actor & { id: string },
  currentSessionId: string,
): Promise<number> {
  return endSessionsOf(
    db,
    actor,
    (query) => query.where("id", "!=", currentSessionId),
    (ended) => `${actor.name} signed out ${ended} other session${ended === 1 ? "" : "s"}`,
  );
}

/** Whom a half-done sign-in belongs to: Better Auth's record of it, by its identifier. */
export async function challengeHolder(
  db: Kysely<Database>,
  identifier: string,
): Promise<{ id: string; email: string } | null> {
  const row = await db
    .selectFrom("auth_verifications")
    .innerJoin("staff", "staff.id", "auth_verifications.value")
    .select(["staff.id", "staff.email"])
    .where("auth_verifications.identifier", "=", identifier)
    .executeTakeFirst();
  return row ?? null;
}
