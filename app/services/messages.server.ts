import type { Kysely } from "kysely";
import type { ContactSide } from "~/content/contact-page";
import type { Database } from "~/infra/db.server";
import type { ContactMessage } from "~/lib/contact-schema.server";

export type NewMessage = ContactMessage & { side: ContactSide; page: string };

/** Stores a contact message; it waits for delivery in state "pending". Returns its id. */
export async function storeMessage(db: Kysely<Database>, input: NewMessage): Promise<number> {
  const row = await db
    .insertInto("messages")
    .values({
      first_name: input.firstName,
      last_name: input.lastName === "" ? null : input.lastName,
      email: input.email,
      phone: input.phone,
      message: input.message,
      side: input.side,
      page: input.page,
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Every message, newest first. */
export async function listMessages(db: Kysely<Database>) {
  return db.selectFrom("messages").selectAll().orderBy("created_at", "desc").execute();
}
