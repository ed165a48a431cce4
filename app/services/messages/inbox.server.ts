import type { Kysely } from "kysely";
import type { Database, MessagesTable } from "~/infra/db.server";
import { forgetDeliveries } from "../delivery/outbox.server";
import { deliveryStatesOf } from "../delivery/status.server";
import { recordAudit, type Actor } from "../staff/audit.server";
import { toMessage, type InboxMessage } from "./inbox-list.server";

// The inbox's changes: a message read, unread, archived, back, or deleted; each one audited. The
// lists and the CSV are in inbox-list.server.ts.

export * from "./inbox-list.server";

export async function findMessage(db: Kysely<Database>, id: number): Promise<InboxMessage | null> {
  const row = await db.selectFrom("messages").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const states = await deliveryStatesOf(db, "message", [id]);
  return toMessage(row, states.get(id) ?? "kept");
}

/** "Alex P.": who sent a message, as the audit log names it (first name, last initial). */
function senderOf(row: Pick<MessagesTable, "first_name" | "last_name">): string {
  const initial = row.last_name?.trim().charAt(0);
  return initial ? `${row.first_name} ${initial.toUpperCase()}.` : row.first_name;
}

export type MessageChange = "read" | "unread" | "archive" | "unarchive";

const changeWords: Record<MessageChange, string> = {
  read: "marked read",
  unread: "marked unread",
  archive: "archived",
  unarchive: "back in the inbox",
};

const changeColumns: Record<MessageChange, { column: "read_at" | "archived_at"; set: boolean }> = {
  read: { column: "read_at", set: true },
  unread: { column: "read_at", set: false },
  archive: { column: "archived_at", set: true },
  unarchive: { column: "archived_at", set: false },
};

/** Marks a message read or unread, or archives it or brings it back. False when it is gone. */
export async function changeMessage(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  change: MessageChange,
  { audit = true }: { audit?: boolean } = {},
): Promise<boolean> {
  const { column, set } = changeColumns[change];
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("messages")
      .select(["id", "first_name", "last_name", column])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before) return false;
    const was = before[column] !== null;
    if (was === set) return true;
    await trx
      .updateTable("messages")
      .set({ [column]: set ? new Date().toISOString() : null })
      .where("id", "=", id)
      .execute();
    if (audit) {
      await recordAudit(trx, actor, {
        action: `marked ${change}`,
        recordKind: "message",
        recordId: id,
        summary: `Message from ${senderOf(before)}: ${changeWords[change]}`,
        changes: { [column]: [was, set] },
      });
    }
    return true;
  });
}

/** Deletes a message for good (owners only, checked by the route). */
export async function deleteMessage(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("messages")
      .select(["first_name", "last_name", "email", "side"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return false;
    await trx.deleteFrom("messages").where("id", "=", id).execute();
    await forgetDeliveries(trx, "message", [id]);
    await recordAudit(trx, actor, {
      action: "deleted",
      recordKind: "message",
      recordId: id,
      summary: `Deleted the message from ${senderOf(row)} <${row.email}> (${row.side})`,
    });
    return true;
  });
}
