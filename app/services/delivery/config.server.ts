import { deliveryMail } from "~/content/delivery-mail";
import { studio } from "~/content/studio";
import { env, mailingDataCentre, siteOrigin, type Env } from "~/infra/env.server";

// Where deliveries go, from the settings. Each target is there only when it is configured; with
// none, nothing is written to the outbox and the site keeps what visitors send for staff alone.

export type DeliveryConfig = {
  /** The form-submission service (spec §7): its address and access key. */
  formService?: { url: string; accessKey: string };
  /** Mail over SMTP: the server, the site's sender, and the studio's mailbox. */
  smtp?: { url: string; from: string; studioAddress: string };
  /** The mailing provider's API (Mailchimp Marketing API v3 in shape). */
  mailingList?: { apiUrl: string; apiKey: string; listId: string; doubleOptIn: boolean };
  /** How long one attempt may take. */
  timeoutMs: number;
  /** The wait before the first retry; each later one is twice as long (schedule.ts). */
  firstRetryMs: number;
  /** The site's host name: the right-hand side of the Message-IDs of its mail. */
  mailHost: string;
};

type DeliverySettings = Pick<
  Env,
  | "SMTP_URL"
  | "MAIL_FROM"
  | "STUDIO_EMAIL"
  | "FORM_SERVICE_URL"
  | "FORM_SERVICE_KEY"
  | "MAILING_API_KEY"
  | "MAILING_API_URL"
  | "MAILING_LIST_ID"
  | "MAILING_DOUBLE_OPT_IN"
  | "DELIVERY_TIMEOUT_MS"
  | "DELIVERY_RETRY_SECONDS"
>;

export function deliveryConfigFrom(settings: DeliverySettings, origin: string): DeliveryConfig {
  const host = new URL(origin).hostname;
  const apiKey = settings.MAILING_API_KEY;
  const dataCentre = apiKey ? mailingDataCentre(apiKey) : undefined;
  const apiUrl =
    settings.MAILING_API_URL ??
    (dataCentre ? `https://${dataCentre}.api.mailchimp.com/3.0` : undefined);
  return {
    formService:
      settings.FORM_SERVICE_URL && settings.FORM_SERVICE_KEY
        ? { url: settings.FORM_SERVICE_URL, accessKey: settings.FORM_SERVICE_KEY }
        : undefined,
    smtp: settings.SMTP_URL
      ? {
          url: settings.SMTP_URL,
          from: settings.MAIL_FROM ?? `"${deliveryMail.senderName}" <website@${host}>`,
          studioAddress: settings.STUDIO_EMAIL ?? studio.email,
        }
      : undefined,
    mailingList:
      apiKey && apiUrl && settings.MAILING_LIST_ID
        ? {
            apiUrl: apiUrl.replace(/\/$/, ""),
            apiKey,
            listId: settings.MAILING_LIST_ID,
            doubleOptIn: settings.MAILING_DOUBLE_OPT_IN,
          }
        : undefined,
    timeoutMs: settings.DELIVERY_TIMEOUT_MS,
    firstRetryMs: settings.DELIVERY_RETRY_SECONDS * 1000,
    mailHost: host,
  };
}

/** The process's delivery settings. */
export function deliveryConfig(): DeliveryConfig {
  return deliveryConfigFrom(env, siteOrigin());
}
