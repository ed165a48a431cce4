import { z } from "zod";
import { contactForm } from "~/content/contact-page";
import { contactLimits } from "~/lib/contact-form";
import { formText } from "~/lib/form-text";
import { patterns } from "~/lib/patterns";
import { sides } from "~/site-pages";

// The message form's rules (spec §5, with limits of our own), checked on the server for every
// post through Conform (parseWithZod). Field names are the form's own (lib/contact-form.ts).

const { errors } = contactForm;

/** Digits with the usual separators and an optional extension; linear in the input's length. */
export function isPhoneNumber(value: string): boolean {
  const spaced = value.replace(/\s+/g, " ");
  const extension = patterns.phoneExtension.exec(spaced);
  const number = extension ? spaced.slice(0, extension.index) : spaced;
  if (!patterns.phoneNumber.test(number)) return false;
  const digits = number.replace(/\D/g, "").length;
  return digits >= contactLimits.phoneMin && digits <= contactLimits.phoneDigitsMax;
}

export const contactSchema = z.object({
  firstName: formText({
    max: contactLimits.name,
    tooLong: errors.firstNameLong,
    required: errors.firstNameMissing,
  }),
  lastName: formText({ max: contactLimits.name, tooLong: errors.lastNameLong }),
  email: formText({ max: contactLimits.email, tooLong: errors.email, required: errors.email })
    .transform((value) => value.toLowerCase())
    .pipe(z.email(errors.email)),
  phone: formText({
    max: contactLimits.phoneMax,
    tooLong: errors.phone,
    required: errors.phone,
  }).pipe(z.string().refine(isPhoneNumber, errors.phone)),
  message: formText({
    max: contactLimits.message,
    tooLong: errors.messageLong,
    required: errors.messageMissing,
    multiLine: true,
  }),
  // The side whose contact page the form is on; the page stored is that side's contact page.
  side: z.enum(sides),
});

export type ContactMessage = z.output<typeof contactSchema>;

/**
 * A message as it was kept, read back from somewhere the form's rules no longer guard (the
 * spool on disk, an outbox row): its fields' types only.
 */
export const keptMessage = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  side: z.enum(sides),
});
