import type { Kysely } from "kysely";
import { deliveryMail } from "~/content/delivery-mail";
import { siteOrigin } from "~/infra/env.server";
import type { Database } from "~/infra/db.server";
import { passwordLinkHours, resetLinkMinutes } from "~/model/staff";
import { deliveryConfig, type DeliveryConfig } from "./config.server";
import { enqueue, wakeDeliveries } from "./outbox.server";
import { staffLinkDeliveries } from "./plans";

/** The address of a one-time password link, on the site's public origin (SITE_URL). */
export function passwordLinkUrl(token: string): string {
  return `${siteOrigin()}/admin/set-password/${token}`;
}

/** Whether staff links can be emailed: mail is set up (SMTP_URL). */
export function canMailStaffLinks(config: DeliveryConfig = deliveryConfig()): boolean {
  return config.smtp !== undefined;
}

/**
 * Mails a one-time link to set a password to the staff member it is for, when mail is
 * configured (the owner is shown it either way). Returns the address it goes to, or null.
 */
export async function mailPasswordLink(
  db: Kysely<Database>,
  member: { id: string; name: string; email: string },
  url: string,
  config: DeliveryConfig = deliveryConfig(),
  kind: "set" | "reset" = "set",
): Promise<string | null> {
  const deliveries = staffLinkDeliveries(config, member.id, {
    to: member.email,
    ...(kind === "set"
      ? {
          subject: deliveryMail.staffLinkSubject,
          text: deliveryMail.staffLinkText(member.name, url, passwordLinkHours),
        }
      : {
          subject: deliveryMail.resetSubject,
          text: deliveryMail.resetText(member.name, url, resetLinkMinutes),
        }),
  });
  if (deliveries.length === 0) return null;
  await enqueue(db, deliveries);
  wakeDeliveries();
  return member.email;
}
