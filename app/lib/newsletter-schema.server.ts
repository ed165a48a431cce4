import { z } from "zod";
import { newsletter, newsletterAudiences } from "~/content/newsletter";
import { newsletterFields } from "./newsletter-form";

// The newsletter form's rules, checked on the server for every post.

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
