import type { FormResult } from "./form-result";
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

/** The server's answer; a refused post carries Conform's reply, with the address kept, and
 * a line to show when the address itself was not the trouble. */
export type NewsletterResult = FormResult<"invalid" | "limited" | "unavailable">;
