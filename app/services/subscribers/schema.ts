import { z } from "zod";
import { newsletter } from "~/content/newsletter";
import { formText, textLength } from "~/lib/form-text";
import { newsletterFields } from "~/lib/newsletter-form";
import { patterns } from "~/lib/patterns";
import { isSitePagePath, sides } from "~/site-pages";

// The newsletter form's rules (spec §3 "Newsletter form", §5), checked on the server for every
// post through Conform (parseWithZod). Keys are the form's field names (the provider's EMAIL
// and tags).

export const newsletterSchema = z.object({
  [newsletterFields.email]: formText({
    max: 254,
    tooLong: newsletter.invalidEmail,
    required: newsletter.invalidEmail,
  })
    .transform((value) => value.toLowerCase())
    .pipe(z.email(newsletter.invalidEmail)),
  [newsletterFields.side]: z.enum(sides),
  // The page the form is on, to return to after a plain post: only a page of the site.
  [newsletterFields.returnTo]: z
    .string()
    .optional()
    .transform((value) => (value !== undefined && isSitePagePath(value) ? value : "/")),
  [newsletterFields.anchor]: z
    .string()
    .refine((value) => textLength(value) <= 40)
    .pipe(z.string().regex(patterns.sectionId))
    .catch("newsletter"),
  // Sent by the form when the page's script runs: the answer is then read in place.
  [newsletterFields.enhanced]: z
    .literal("1")
    .optional()
    .transform((value) => value === "1")
    .catch(false),
});

export type NewsletterSignUp = z.output<typeof newsletterSchema>;
