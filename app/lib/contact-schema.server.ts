import { z } from "zod";
import { contactForm, type ContactSide } from "~/content/contact-page";
import {
  contactFields,
  contactLimits,
  type ContactField,
  type ContactValues,
} from "./contact-form";

// The message form's rules (spec §5, with limits of our own), checked on the server for every post.

const { errors } = contactForm;

// Digits with the usual separators, an optional leading +, and an optional extension.
const phonePattern = /^\+?[\d\s().-]+(\s*(x|ext\.?)\s*\d{1,6})?$/i;

export const contactSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, errors.firstNameMissing)
    .max(contactLimits.name, errors.firstNameLong),
  lastName: z.string().trim().max(contactLimits.name, errors.lastNameLong),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(contactLimits.email, errors.email)
    .pipe(z.email(errors.email)),
  phone: z
    .string()
    .trim()
    .max(contactLimits.phoneMax, errors.phone)
    .regex(phonePattern, errors.phone)
    .refine((value) => {
      const digits = value.replace(/(x|ext\.?)\s*\d+$/i, "").replace(/\D/g, "").length;
      return digits >= contactLimits.phoneMin && digits <= 15;
    }, errors.phone),
  message: z
    .string()
    .trim()
    .min(1, errors.messageMissing)
    .max(contactLimits.message, errors.messageLong),
});

export type ContactMessage = z.infer<typeof contactSchema>;

const pagePath = z
  .string()
  .regex(/^\/(?!\/)[\w\-./]*$/)
  .max(200)
  .catch("/contact");

export function readContactForm(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values: ContactValues = {
    firstName: text(contactFields.firstName),
    lastName: text(contactFields.lastName),
    email: text(contactFields.email),
    phone: text(contactFields.phone),
    message: text(contactFields.message),
  };
  const side: ContactSide = text(contactFields.side) === "yoga" ? "yoga" : "karate";
  return {
    values,
    side,
    page: pagePath.parse(text(contactFields.page)),
    honeypotFilled: text(contactFields.honeypot).trim() !== "",
  };
}

/** The first problem with each field, keyed by field name. */
export function fieldErrorsOf(error: z.ZodError): Partial<Record<ContactField, string>> {
  const fieldErrors: Partial<Record<ContactField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as ContactField;
    fieldErrors[field] ??= issue.message;
  }
  return fieldErrors;
}
