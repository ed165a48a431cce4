import { data } from "react-router";
import { contactForm } from "~/content/contact-page";
import { getDb } from "~/infra/db.server";
import { readFormPost } from "~/http/form-post.server";
import { logger } from "~/infra/logger.server";
import { formRateLimiter } from "~/infra/rate-limit.server";
import type { RequestInfo } from "~/infra/request-context";
import { getSpool } from "~/infra/spool.server";
import type { ContactResult } from "~/lib/contact-form";
import { contactSchema } from "~/services/messages/schema";
import { keepSubmission } from "~/services/submissions/submissions.server";
import type { Side } from "~/site-pages";

// One contact form post, from a contact page without script or from /api/contact with it:
// the form pipeline, then the message is kept (stored, or spooled while the database refuses)
// before the visitor is told it was sent.

export type ContactAnswer = { result: ContactResult; status: number; headers: HeadersInit };

const noStore = { "Cache-Control": "no-store" };

export async function receiveContactPost(
  request: Request,
  { ip }: RequestInfo,
  fixedSide?: Side,
): Promise<ContactAnswer> {
  const post = await readFormPost(request, contactSchema, {
    limiter: formRateLimiter(),
    sender: ip,
  });
  const sent: ContactAnswer = {
    result: { success: true, message: contactForm.successText },
    status: 200,
    headers: noStore,
  };
  switch (post.outcome) {
    case "limited":
      return {
        result: { success: false, message: contactForm.tooMany, reply: post.reply },
        status: 429,
        headers: { ...noStore, "Retry-After": String(post.retryAfterSeconds) },
      };
    case "invalid":
      return {
        result: { success: false, message: contactForm.invalid, reply: post.reply },
        status: 400,
        headers: noStore,
      };
    case "bot":
      // A filled honeypot is a bot: the same answer as a person gets, and nothing is kept.
      return sent;
    case "valid":
      try {
        await keepSubmission(getDb(), getSpool(), {
          kind: "message",
          payload: { ...post.value, side: fixedSide ?? post.value.side },
        });
      } catch (error) {
        logger.error({ err: error }, "a contact message could be neither stored nor spooled");
        return {
          result: { success: false, message: contactForm.storeFailed, reply: post.reply },
          status: 503,
          headers: { ...noStore, "Retry-After": "60" },
        };
      }
      return sent;
  }
}

/** The contact pages' own action: the form's post without script, answered with the page. */
export async function contactPageAction(request: Request, info: RequestInfo, side: Side) {
  const { result, status, headers } = await receiveContactPost(request, info, side);
  return data(result, { status, headers });
}
