import type { FormResult } from "./form-result";
import { honeypotField } from "./honeypot";

// The message form's field names, limits and the server's answers, shared by the form and the
// server. The rules are in services/messages/schema.ts; the browser checks the same ones with the
// inputs' own attributes (required, type, maxlength), so no validation library ships to it.

export const contactFields = {
  firstName: "firstName",
  lastName: "lastName",
  email: "email",
  phone: "phone",
  message: "message",
  side: "side",
  honeypot: honeypotField,
} as const;

export type ContactField = "firstName" | "lastName" | "email" | "phone" | "message";

export const contactLimits = {
  name: 100,
  email: 254,
  phoneMin: 7,
  phoneMax: 30,
  phoneDigitsMax: 15,
  message: 5000,
} as const;

/** Where script-enabled forms post; the JSON answer is the spec's reply (success, message). */
export const contactEndpoint = "/api/contact";

/** The JSON answer (spec §5: success is an OK reply whose body carries a success flag or a
 * message); a refused post also carries Conform's reply with each field's errors and values. */
export type ContactResult = FormResult<"invalid" | "limited" | "unavailable">;
