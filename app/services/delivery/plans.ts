import { randomUUID } from "node:crypto";
import type { Side } from "~/site-pages";
import type { DeliveryConfig } from "./config.server";
import type { NewDelivery } from "./outbox.server";
import { memberHash, type Payload } from "./payloads";

// Which deliveries each stored thing needs, by what is configured: none when no target is.

/** A Message-ID of the site's own, fixed with the delivery so a repeat is the same mail. */
function messageId(config: DeliveryConfig): string {
  return `<${randomUUID()}@${config.mailHost}>`;
}

/** A contact message: to the form service and to the studio's mailbox, each when configured. */
export function messageDeliveries(
  config: DeliveryConfig,
  id: number,
  message: Payload<"contact-form">,
): NewDelivery[] {
  const record = { recordKind: "message", recordId: id } as const;
  return [
    ...(config.formService
      ? [{ kind: "contact-form", target: "form-service", ...record, payload: message } as const]
      : []),
    ...(config.smtp
      ? [
          {
            kind: "contact-email",
            target: "smtp",
            ...record,
            payload: { ...message, messageId: messageId(config) },
          } as const,
        ]
      : []),
  ];
}

/** A newsletter sign-up: to the mailing list with its side's tag. */
export function signUpDeliveries(
  config: DeliveryConfig,
  id: number,
  signUp: { email: string; side: Side; resubscribe: boolean },
): NewDelivery[] {
  if (!config.mailingList) return [];
  return [
    {
      kind: "sign-up",
      target: "mailing-provider",
      recordKind: "subscriber",
      recordId: id,
      payload: signUp satisfies Payload<"sign-up">,
    },
  ];
}

/** A side's sign-up ended by staff; `keepMember` when the address stays on the other side. */
export function unsubscribeDeliveries(
  config: DeliveryConfig,
  id: number,
  change: { email: string; side: Side; keepMember: boolean },
): NewDelivery[] {
  if (!config.mailingList) return [];
  const payload: Payload<"unsubscribe"> = {
    memberHash: memberHash(change.email),
    side: change.side,
    keepMember: change.keepMember,
  };
  return [
    {
      kind: "unsubscribe",
      target: "mailing-provider",
      recordKind: "subscriber",
      recordId: id,
      payload,
    },
  ];
}

/** An address erased: removed from the list for good. The row names no record and no address. */
export function eraseDeliveries(config: DeliveryConfig, email: string): NewDelivery[] {
  if (!config.mailingList) return [];
  const payload: Payload<"erase"> = { memberHash: memberHash(email) };
  return [{ kind: "erase", target: "mailing-provider", recordKind: null, recordId: null, payload }];
}

/** A one-time link mailed to a staff member, when mail is configured. */
export function staffLinkDeliveries(
  config: DeliveryConfig,
  staffId: string,
  mail: { to: string; subject: string; text: string },
): NewDelivery[] {
  if (!config.smtp) return [];
  const payload: Payload<"staff-link"> = { ...mail, messageId: messageId(config) };
  return [{ kind: "staff-link", target: "smtp", recordKind: "staff", recordId: staffId, payload }];
}
