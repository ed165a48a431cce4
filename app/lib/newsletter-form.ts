import type { SubmissionResult } from "@conform-to/react";
import { honeypotField } from "./honeypot";

// The newsletter form's field names and the server's answers, shared by the form and the
// action. The rules themselves are in services/subscribers/schema.ts: the browser checks the same
// ones with the inputs' own attributes (required, type="email"), so no validation library
// ships to it.

export const newsletterFields = {
  email: "EMAIL",
  side: "tags",
  honeypot: honeypotField,
  returnTo: "returnTo",
  anchor: "anchor",
  enhanced: "enhanced",
} as const;

type Reply = SubmissionResult<string[]>;

/** The server's answer; a refused post carries Conform's reply, with the address kept. */
export type NewsletterResult =
  | { status: "subscribed" }
  | { status: "invalid"; reply: Reply }
  | { status: "limited"; message: string; reply: Reply }
  | { status: "failed"; message: string; reply: Reply };
