import { contactForm, type ContactSide } from "~/content/contact-page";
import { getDb } from "~/infra/db.server";
import { logger } from "~/infra/logger.server";
import { formRateLimiter } from "~/infra/rate-limit.server";
import type { ContactResult } from "~/lib/contact-form";
import { contactSchema, fieldErrorsOf, readContactForm } from "~/lib/contact-schema.server";
import { storeMessage } from "./messages.server";

export type ContactAnswer = { status: number; result: ContactResult };

/**
 * Receives one contact form post, from the contact pages (no script) or /api/contact (script):
 * rate limit per address, the form's rules, the honeypot, then the message is stored before
 * anything is answered. A route may fix the side (and page) the message belongs to.
 */
export async function receiveContactMessage(
  form: FormData,
  ip: string,
  fixed?: { side: ContactSide; page: string },
): Promise<ContactAnswer> {
  const { values, side, page, honeypotFilled } = readContactForm(form);
  if (!formRateLimiter.allow(ip)) {
    return { status: 429, result: { success: false, message: contactForm.tooMany, values } };
  }
  const parsed = contactSchema.safeParse(values);
  if (!parsed.success) {
    return {
      status: 400,
      result: {
        success: false,
        message: contactForm.invalid,
        fieldErrors: fieldErrorsOf(parsed.error),
        values,
      },
    };
  }
  const sent: ContactAnswer = {
    status: 200,
    result: { success: true, message: contactForm.successText },
  };
  // A filled honeypot is a bot: it gets the same answer as a person, and nothing is stored.
  if (honeypotFilled) return sent;
  try {
    await storeMessage(getDb(), {
      ...parsed.data,
      side: fixed?.side ?? side,
      page: fixed?.page ?? page,
    });
  } catch (error) {
    logger.error({ err: error }, "contact message could not be stored");
    return { status: 500, result: { success: false, message: contactForm.storeFailed, values } };
  }
  return sent;
}
