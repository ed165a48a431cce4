import type { Kysely } from "kysely";
import { deliveryMail } from "~/content/delivery-mail";
import type { Database } from "~/infra/db.server";
import { passwordLinkHours } from "~/model/staff";
import { deliveryConfig, type DeliveryConfig } from "./config.server";
import { enqueue, wakeDeliveries } from "./outbox.server";
import { staffLinkDeliveries } from "./plans";

/**
 * Mails a one-time link to set a password to the staff member it is for, when mail is
 * configured (the owner is shown it either way). Returns the address it goes to, or null.
 */
export async function mailPasswordLink(
  db: Kysely<Database>,
  member: { id: string; name: string; email: string },
  url: string,
  config: DeliveryConfig = deliveryConfig(),
): Promise<string | null> {
  const deliveries = staffLinkDeliveries(config, member.id, {
    to: member.email,
    subject: deliveryMail.staffLinkSubject,
    text: deliveryMail.staffLinkText(member.name, url, passwordLinkHours),
  });
  if (deliveries.length === 0) return null;
  await enqueue(db, deliveries);
  wakeDeliveries();
  return member.email;
}
