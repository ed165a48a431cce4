import nodemailer from "nodemailer";
import { DeliveryError } from "./outside-calls.server";

// Mail sent over SMTP (SMTP_URL): the studio's copy of a contact message and the staff area's
// one-time links. One pooled connection, reopened as needed, each step bounded in time.

export type Mail = {
  from: string;
  to: string;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  /** Fixed when the delivery is written, so a repeated send is recognisably the same mail. */
  messageId: string;
};

export type Mailer = {
  send: (mail: Mail) => Promise<void>;
  close: () => void;
};

type SmtpFailure = {
  responseCode?: unknown;
  response?: unknown;
  code?: unknown;
  message?: unknown;
};

/**
 * An SMTP refusal is final when the server says so (a 5xx reply: no such mailbox, sign-in
 * refused, message refused); a 4xx reply, a timeout or a lost connection may pass.
 */
export function mailFailure(error: unknown): DeliveryError {
  const failure: SmtpFailure = typeof error === "object" && error !== null ? error : {};
  const code = typeof failure.responseCode === "number" ? failure.responseCode : undefined;
  const said = typeof failure.response === "string" ? failure.response : undefined;
  const message = typeof failure.message === "string" ? failure.message : String(error);
  const text = (said ?? message).replace(/\s+/g, " ").trim().slice(0, 300);
  if (code !== undefined) return new DeliveryError(`SMTP ${text}`, { retry: code < 500 });
  const kind = typeof failure.code === "string" ? `${failure.code}: ` : "";
  return new DeliveryError(`SMTP ${kind}${text}`, { retry: failure.code !== "EENVELOPE" });
}

export function createMailer(url: string, timeoutMs: number): Mailer {
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 1,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(mail) {
      try {
        await transport.sendMail({
          from: mail.from,
          to: mail.to,
          replyTo: mail.replyTo,
          subject: mail.subject,
          text: mail.text,
          messageId: mail.messageId,
        });
      } catch (error) {
        throw mailFailure(error);
      }
    },
    close() {
      transport.close();
    },
  };
}
