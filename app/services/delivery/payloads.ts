import { createHash } from "node:crypto";
import { z } from "zod";
import { sides } from "~/site-pages";
import { keptMessage } from "../messages/schema";

// What each kind of delivery carries, fixed when its outbox row is written and checked again when
// it is read back. A row holds everything its delivery needs except the settings (addresses and
// keys), which are read when it is sent.

const contact = keptMessage.extend({ page: z.string(), receivedAt: z.string() });

export const payloadSchemas = {
  /** A contact message to the form-submission service (spec §7). */
  "contact-form": contact,
  /** A contact message to the studio's mailbox. */
  "contact-email": contact.extend({ messageId: z.string() }),
  /** A newsletter sign-up to the mailing list, tagged with its side. */
  "sign-up": z.object({ email: z.string(), side: z.enum(sides), resubscribe: z.boolean() }),
  /** A side's sign-up ended by staff: the side's tag comes off, and the address is unsubscribed
   * when no other side keeps it. Only the address's hash is kept. */
  unsubscribe: z.object({ memberHash: z.string(), side: z.enum(sides), keepMember: z.boolean() }),
  /** An address erased at a person's request: removed from the list for good. */
  erase: z.object({ memberHash: z.string() }),
  /** A one-time link to a staff member. */
  "staff-link": z.object({
    messageId: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
  }),
} as const;

export type DeliveryKind = keyof typeof payloadSchemas;
export type Payload<Kind extends DeliveryKind> = z.output<(typeof payloadSchemas)[Kind]>;
export const deliveryKinds = Object.keys(payloadSchemas) as DeliveryKind[];

export function isDeliveryKind(kind: string): kind is DeliveryKind {
  return Object.hasOwn(payloadSchemas, kind);
}

/** The mailing provider's name for a member: the MD5 of the lower-cased address. */
export function memberHash(email: string): string {
  return createHash("md5").update(email.trim().toLowerCase()).digest("hex");
}
