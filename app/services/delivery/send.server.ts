import { deliveryMail } from "~/content/delivery-mail";
import { createMailer, type Mailer } from "~/infra/mail.server";
import {
  callService,
  DeliveryError,
  describeRefusal,
  statusMayPass,
} from "~/infra/outside-calls.server";
import type { DeliveryConfig } from "./config.server";
import type { Outcome, OutboxRow } from "./outbox.server";
import {
  isDeliveryKind,
  memberHash,
  payloadSchemas,
  type DeliveryKind,
  type Payload,
} from "./payloads";

// Sends one delivery to its target and says how it went. Nothing here writes to the database;
// the worker records the outcome.

export type Sender = {
  deliver: (row: OutboxRow) => Promise<Outcome>;
  close: () => void;
};

function notConfigured(setting: string): DeliveryError {
  return new DeliveryError(`${setting} is not set; set it and retry`, { retry: false });
}

/** A reply that is not a success: may pass (5xx, 408, 429) or must be changed first. */
async function refusal(response: Response): Promise<DeliveryError> {
  return new DeliveryError(await describeRefusal(response), {
    retry: statusMayPass(response.status),
  });
}

function fullName(message: { firstName: string; lastName: string }): string {
  return [message.firstName, message.lastName].filter(Boolean).join(" ");
}

/** Spec §7: a multipart POST with the access key, the subject, from_name and from_email. */
async function toFormService(config: DeliveryConfig, message: Payload<"contact-form">) {
  if (!config.formService) throw notConfigured("FORM_SERVICE_URL");
  const body = new FormData();
  body.set("access_key", config.formService.accessKey);
  body.set("subject", deliveryMail.formServiceSubject);
  body.set("from_name", fullName(message));
  if (message.email) body.set("from_email", message.email);
  body.set("first_name", message.firstName);
  body.set("last_name", message.lastName);
  body.set("email", message.email);
  body.set("phone", message.phone);
  body.set("message", message.message);
  const response = await callService(
    config.formService.url,
    { method: "POST", headers: { Accept: "application/json" }, body },
    config.timeoutMs,
  );
  if (!response.ok) throw await refusal(response);
  // Spec §5: success is an OK reply whose JSON carries a success flag or a message.
  const reply: unknown = await response.json().catch(() => undefined);
  const fields =
    typeof reply === "object" && reply !== null ? (reply as Record<string, unknown>) : {};
  if (fields.success === false) {
    throw new DeliveryError(`refused: ${String(fields.message ?? "no reason given")}`, {
      retry: false,
    });
  }
  if (fields.success !== true && typeof fields.message !== "string") {
    throw new DeliveryError("the reply did not confirm the message (no success or message)", {
      retry: true,
    });
  }
}

function contactText(message: Payload<"contact-email">): string {
  const { fields } = deliveryMail;
  const received = new Date(message.receivedAt).toUTCString();
  return [
    deliveryMail.contactIntro(message.page, message.side, received),
    deliveryMail.contactReplyHint,
    "",
    `${fields.firstName}: ${message.firstName}`,
    `${fields.lastName}: ${message.lastName}`,
    `${fields.email}: ${message.email}`,
    `${fields.phone}: ${message.phone}`,
    "",
    `${fields.message}:`,
    message.message,
    "",
  ].join("\n");
}

/** The mailing provider's API: HTTP Basic with any user name and the key as password. */
async function toMailingList(
  config: DeliveryConfig,
  method: "PUT" | "POST" | "PATCH",
  path: string,
  body: object | undefined,
  { missingIsDone = false } = {},
) {
  if (!config.mailingList) throw notConfigured("MAILING_API_KEY");
  const { apiUrl, apiKey, listId } = config.mailingList;
  const response = await callService(
    `${apiUrl}/lists/${encodeURIComponent(listId)}/members/${path}`,
    {
      method,
      headers: {
        Authorization: `Basic ${Buffer.from(`studio:${apiKey}`).toString("base64")}`,
        Accept: "application/json",
        ...(body ? { "Content-Type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    },
    config.timeoutMs,
  );
  // Unsubscribing or erasing an address the list does not have is already done.
  if (response.status === 404 && missingIsDone) return;
  if (!response.ok) throw await refusal(response);
  await response.body?.cancel();
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function createSender(config: DeliveryConfig): Sender {
  let openMailer: Mailer | undefined;
  const mail = () => {
    if (!config.smtp) throw notConfigured("SMTP_URL");
    openMailer ??= createMailer(config.smtp.url, config.timeoutMs);
    return { mailer: openMailer, smtp: config.smtp };
  };
  const memberStatus = () => (config.mailingList?.doubleOptIn ? "pending" : "subscribed");

  const senders: { [Kind in DeliveryKind]: (payload: Payload<Kind>) => Promise<void> } = {
    "contact-form": (message) => toFormService(config, message),
    async "contact-email"(message) {
      const { mailer, smtp } = mail();
      await mailer.send({
        from: smtp.from,
        to: smtp.studioAddress,
        replyTo: message.email ? { name: fullName(message), address: message.email } : undefined,
        subject: deliveryMail.contactSubject(fullName(message)),
        text: contactText(message),
        messageId: message.messageId,
      });
    },
    async "sign-up"({ email, side, resubscribe }) {
      const hash = memberHash(email);
      const status = memberStatus();
      await toMailingList(config, "PUT", hash, {
        email_address: email,
        status_if_new: status,
        // Signing up again after an unsubscribe: the address comes back (confirming again
        // first, with double opt-in).
        ...(resubscribe ? { status } : {}),
      });
      await toMailingList(config, "POST", `${hash}/tags`, {
        tags: [{ name: side, status: "active" }],
      });
    },
    async unsubscribe({ memberHash: hash, side, keepMember }) {
      await toMailingList(
        config,
        "POST",
        `${hash}/tags`,
        { tags: [{ name: side, status: "inactive" }] },
        { missingIsDone: true },
      );
      if (!keepMember) {
        await toMailingList(
          config,
          "PATCH",
          hash,
          { status: "unsubscribed" },
          { missingIsDone: true },
        );
      }
    },
    async erase({ memberHash: hash }) {
      await toMailingList(config, "POST", `${hash}/actions/delete-permanent`, undefined, {
        missingIsDone: true,
      });
    },
    async "staff-link"({ messageId, to, subject, text }) {
      const { mailer, smtp } = mail();
      await mailer.send({ from: smtp.from, to, subject, text, messageId });
    },
  };

  async function deliver(row: OutboxRow): Promise<Outcome> {
    try {
      if (!isDeliveryKind(row.kind)) {
        throw new DeliveryError(`unknown kind of delivery: ${row.kind}`, { retry: false });
      }
      const parsed = payloadSchemas[row.kind].safeParse(readJson(row.payload));
      if (!parsed.success) {
        throw new DeliveryError("what it holds is not a delivery of its kind", { retry: false });
      }
      const send = senders[row.kind] as (payload: unknown) => Promise<void>;
      await send(parsed.data);
      return { sent: true };
    } catch (error) {
      if (error instanceof DeliveryError) {
        return { sent: false, error: error.message, retry: error.retry };
      }
      const message = error instanceof Error ? error.message : String(error);
      return { sent: false, error: message, retry: true };
    }
  }

  return { deliver, close: () => openMailer?.close() };
}
