import { contactForm } from "~/content/contact-page";
import { getDb } from "~/infra/db.server";
import { readFormPost } from "~/http/form-post.server";
import { logger } from "~/infra/logger.server";
import { formRateLimiter } from "~/infra/rate-limit.server";
import type { RequestInfo } from "~/infra/request-context";
import { getSpool } from "~/infra/spool.server";
import { formDone, refuseForm } from "~/http/answers.server";
import { contactSchema } from "~/services/messages/schema";
import { keepSubmission } from "~/services/submissions/submissions.server";
import type { Side } from "~/site-pages";

// One contact form post, from a contact page without script or from /api/contact with it:
// the form pipeline, then the message is kept (stored, or spooled while the database refuses)
// before the visitor is told it was sent.

export async function receiveContactPost(request: Request, { ip }: RequestInfo, fixedSide?: Side) {
  const post = await readFormPost(request, contactSchema, {
    limiter: formRateLimiter(),
    sender: ip,
  });
  switch (post.outcome) {
    case "limited":
      return refuseForm(
        429,
        { reason: "limited", message: contactForm.tooMany, reply: post.reply },
        { retryAfterSeconds: post.retryAfterSeconds },
      );
    case "invalid":
      return refuseForm(400, {
        reason: "invalid",
        message: contactForm.invalid,
        reply: post.reply,
      });
    case "bot":
      // A filled honeypot is a bot: the same answer as a person gets, and nothing is kept.
      return formDone(contactForm.successText);
    case "valid":
      try {
        await keepSubmission(getDb(), getSpool(), {
          kind: "message",
          payload: { ...post.value, side: fixedSide ?? post.value.side },
        });
      } catch (error) {
        logger.error({ err: error }, "a contact message could be neither stored nor spooled");
        return refuseForm(
          503,
          { reason: "unavailable", message: contactForm.storeFailed, reply: post.reply },
          { retryAfterSeconds: 60 },
        );
      }
      return formDone(contactForm.successText);
  }
}

/** The contact pages' own action: the form's post without script, answered with the page. */
export function contactPageAction(request: Request, info: RequestInfo, side: Side) {
  return receiveContactPost(request, info, side);
}
