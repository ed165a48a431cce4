import type { Kysely } from "kysely";
import { contactPage } from "~/content/contact-page";
import type { Database } from "~/infra/db.server";
import type { Side } from "~/site-pages";
import type { ContactMessage } from "./schema";

// The contact messages' table (spec §3 "Contact form submission"): the row is the record, stored
// before anything is answered or delivered.

/** The page a message was sent from: its side's contact page. */
export function messagePage(side: Side): string {
  return contactPage.sides[side].path;
}

/** Stores a contact message. Returns its id. */
export async function storeMessage(
  db: Kysely<Database>,
  message: ContactMessage,
  receivedAt = new Date(),
): Promise<number> {
  const row = await db
    .insertInto("messages")
    .values({
      first_name: message.firstName,
      last_name: message.lastName === "" ? null : message.lastName,
      email: message.email,
      phone: message.phone,
      message: message.message,
      side: message.side,
      page: messagePage(message.side),
      created_at: receivedAt.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Every message, newest first. */
export async function listMessages(db: Kysely<Database>) {
  return db.selectFrom("messages").selectAll().orderBy("created_at", "desc").execute();
}
