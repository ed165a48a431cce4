import type { ContactSide } from "~/content/contact-page";

// The message form's field names, limits and the server's answers, shared by the form and the
// server. The rules are in contact-schema.server.ts; the browser checks the same ones with the
// inputs' own attributes (required, type, maxlength), so no validation library ships to it.

export const contactFields = {
  firstName: "firstName",
  lastName: "lastName",
  email: "email",
  phone: "phone",
  message: "message",
  side: "side",
  page: "page",
  honeypot: "company",
} as const;

export type ContactField = "firstName" | "lastName" | "email" | "phone" | "message";

export const contactLimits = {
  name: 100,
  email: 254,
  phoneMin: 7,
  phoneMax: 30,
  message: 5000,
} as const;

/** Where script-enabled forms post; the JSON answer is the spec's reply (success, message). */
export const contactEndpoint = "/api/contact";

export type ContactValues = Record<ContactField, string>;

export type ContactResult =
  | { success: true; message: string }
  | {
      success: false;
      message: string;
      fieldErrors?: Partial<Record<ContactField, string>>;
      values?: ContactValues;
    };

export type ContactPost = { side: ContactSide; page: string };
