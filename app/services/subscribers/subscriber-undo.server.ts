import type { Kysely } from "kysely";
import type { Database } from "~/infra/db.server";
import type { Side } from "~/site-pages";
import { deliveryConfig, type DeliveryConfig } from "../delivery/config.server";
import { enqueue, wakeDeliveries } from "../delivery/outbox.server";
import { signUpDeliveries } from "../delivery/plans";
import { recordAudit, type Actor } from "../staff/audit.server";

// Undoing a staff unsubscribe: only the one a notice names (by the time it was made), and only
// for a short while, so an address that left long ago is never signed up again by staff.

/** How long after an unsubscribe its Undo is offered and taken. */
export const undoUnsubscribeMinutes = 30;

/** Whether the unsubscribe stamped `at` is recent enough to undo. */
function undoable(at: string, now: Date): boolean {
  const age = now.getTime() - new Date(at).getTime();
  return age >= 0 && age <= undoUnsubscribeMinutes * 60_000;
}

/**
 * Undoes the staff unsubscribe stamped `at`, within undoUnsubscribeMinutes: the address is
 * signed up on its side again. An unsubscribe still waiting in the outbox is dropped; one the
 * mailing list was already told of is answered with a sign-up. The address and side, or null
 * when that unsubscribe is not the row's (gone, signed up again, a later one) or is too old: an
 * address that left long ago is never signed up again by staff.
 */
export async function undoUnsubscribe(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  at: string,
  config: DeliveryConfig = deliveryConfig(),
  now = new Date(),
): Promise<{ email: string; side: Side } | null> {
  if (!undoable(at, now)) return null;
  const undone = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("subscribers")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row || row.unsubscribed_at !== at) return null;
    await trx
      .updateTable("subscribers")
      .set({ unsubscribed_at: null })
      .where("id", "=", id)
      .where("unsubscribed_at", "=", at)
      .execute();
    const unsent = await trx
      .deleteFrom("outbox")
      .where("record_kind", "=", "subscriber")
      .where("record_id", "=", String(id))
      .where("kind", "=", "unsubscribe")
      .where("sent_at", "is", null)
      .executeTakeFirst();
    if (Number(unsent.numDeletedRows) === 0) {
      await enqueue(
        trx,
        signUpDeliveries(config, id, { email: row.email, side: row.side, resubscribe: true }),
      );
    }
    await recordAudit(trx, actor, {
      action: "undid unsubscribe",
      recordKind: "subscriber",
      recordId: id,
      summary: `Signed ${row.email} (${row.side}) up again, undoing an unsubscribe`,
      changes: { unsubscribed_at: [row.unsubscribed_at, null] },
    });
    return { email: row.email, side: row.side };
  });
  wakeDeliveries();
  return undone;
}

/** The sign-up an unsubscribe stamped `at` ended, while that can still be undone. */
export async function undoableUnsubscribe(
  db: Kysely<Database>,
  id: number,
  at: string,
  now = new Date(),
): Promise<{ id: number; email: string; side: Side; at: string } | null> {
  if (!undoable(at, now)) return null;
  const row = await db
    .selectFrom("subscribers")
    .select(["id", "email", "side", "unsubscribed_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row && row.unsubscribed_at === at
    ? { id: row.id, email: row.email, side: row.side, at }
    : null;
}
