import type { Kysely, Selectable } from "kysely";
import type { Database, MessagesTable } from "~/infra/db.server";
import { dojoTimeWithOffset, instantOf } from "~/model/times";
import type { Side } from "~/site-pages";
import { forgetDeliveries } from "../delivery/outbox.server";
import { deliveryStatesOf, type DeliveryState } from "../delivery/status.server";
import { recordAudit, type Actor } from "../staff/audit.server";
import { containsText } from "../text-search";

// The inbox: contact messages as staff read and sort them. Every change is audited.

export const messageStates = ["unread", "read", "archived"] as const;
export type MessageState = (typeof messageStates)[number];

export type InboxFilter = { side?: Side; state?: MessageState; query?: string };

export type InboxMessage = {
  id: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  side: Side;
  page: string;
  receivedAt: string;
  read: boolean;
  archived: boolean;
  deliveryState: DeliveryState;
};

function toMessage(row: Selectable<MessagesTable>, deliveryState: DeliveryState): InboxMessage {
  return {
    id: row.id,
    name: [row.first_name, row.last_name].filter(Boolean).join(" "),
    email: row.email,
    phone: row.phone,
    message: row.message,
    side: row.side,
    page: row.page,
    receivedAt: row.created_at,
    read: row.read_at !== null,
    archived: row.archived_at !== null,
    deliveryState,
  };
}

/** Newest first; by default the messages not archived. */
export async function listInbox(
  db: Kysely<Database>,
  { side, state, query }: InboxFilter = {},
  limit = 500,
): Promise<InboxMessage[]> {
  let select = db.selectFrom("messages").selectAll();
  if (side) select = select.where("side", "=", side);
  if (state === "archived") select = select.where("archived_at", "is not", null);
  else {
    select = select.where("archived_at", "is", null);
    if (state === "unread") select = select.where("read_at", "is", null);
    if (state === "read") select = select.where("read_at", "is not", null);
  }
  const words = query?.trim();
  if (words) {
    select = select.where((eb) =>
      eb.or(
        ["first_name", "last_name", "email", "phone", "message"].map((column) =>
          containsText(column, words),
        ),
      ),
    );
  }
  const rows = await select
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  const states = await deliveryStatesOf(
    db,
    "message",
    rows.map((row) => row.id),
  );
  return rows.map((row) => toMessage(row, states.get(row.id) ?? "kept"));
}

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

export async function countUnread(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("messages")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .where("read_at", "is", null)
    .where("archived_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
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

export const inboxCsvHeader = [
  "Received",
  "First name",
  "Last name",
  "Email",
  "Phone",
  "Side",
  "Page",
  "Read",
  "Archived",
  "Message",
];

export async function inboxCsvRows(db: Kysely<Database>, filter: InboxFilter) {
  const rows = await db.selectFrom("messages").selectAll().orderBy("created_at", "desc").execute();
  const wanted = new Set((await listInbox(db, filter, 100_000)).map((message) => message.id));
  return rows
    .filter((row) => wanted.has(row.id))
    .map((row) => [
      // The studio's own time with its offset, which spreadsheets read as one moment.
      dojoTimeWithOffset(instantOf(row.created_at)),
      row.first_name,
      row.last_name ?? "",
      row.email,
      row.phone,
      row.side,
      row.page,
      row.read_at ? "yes" : "no",
      row.archived_at ? "yes" : "no",
      row.message,
    ]);
}
