import { z } from "zod";
import { newsletter, newsletterAudiences, type NewsletterAudience } from "~/content/newsletter";

// The newsletter form's fields, checked on the server. The browser checks the same rules with
// the inputs' own attributes (required, type="email") so no validation library ships to it.

export const newsletterFields = {
  email: "EMAIL",
  audience: "tags",
  honeypot: "website",
  returnTo: "returnTo",
  anchor: "anchor",
  enhanced: "enhanced",
} as const;

const relativePath = z
  .string()
  .regex(/^\/(?!\/)[\w\-./]*$/)
  .catch("/");

export const newsletterSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, newsletter.invalidEmail)
    .pipe(z.email(newsletter.invalidEmail)),
  audience: z.enum(newsletterAudiences).catch("karate"),
  returnTo: relativePath,
  anchor: z
    .string()
    .regex(/^[a-z][a-z-]*$/)
    .catch("newsletter"),
});

export type NewsletterResult =
  | { status: "subscribed" }
  | {
      status: "invalid";
      fieldErrors: { email?: string };
      values: { email: string; audience: NewsletterAudience };
    }
  | { status: "limited"; message: string }
  | { status: "failed"; message: string };

export function readNewsletterForm(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    raw: {
      email: text(newsletterFields.email),
      audience: text(newsletterFields.audience),
      returnTo: text(newsletterFields.returnTo),
      anchor: text(newsletterFields.anchor),
    },
    honeypotFilled: text(newsletterFields.honeypot).trim() !== "",
    enhanced: text(newsletterFields.enhanced) === "1",
  };
}
