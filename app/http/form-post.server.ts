import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { formContentTypes, mediaTypeOf } from "~/lib/form-types";
import { honeypotField } from "~/lib/honeypot";
import type { RateLimiter } from "~/infra/rate-limit.server";

// The one pipeline every form post goes through before a route decides what to answer: read
// the body (415 for a type no form sends, 400 for a body that cannot be read), parse it with the
// form's schema through Conform, count it against the sender's rate limit, and check the
// honeypot. Routes then call a service with the parsed value and answer in their own format.

export type FormReply = SubmissionResult<string[]>;

export type FormPost<Value> =
  /** The fields break the form's rules: answer 400 with the reply (errors, values kept). */
  | { outcome: "invalid"; reply: FormReply }
  /** Too many posts from this sender: answer 429 with Retry-After, values kept. */
  | { outcome: "limited"; retryAfterSeconds: number; reply: FormReply }
  /** The honeypot was filled: answer as if it worked, and keep nothing. */
  | { outcome: "bot"; value: Value }
  /** Keep the value, then answer; should keeping fail, the reply puts the values back. */
  | { outcome: "valid"; value: Value; reply: FormReply };

/** An HTTP answer for a body no form could have sent, thrown out of the route's action. */
function refuse(status: 400 | 415, text: string): Response {
  return new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** The posted form, or a thrown 415 (not a form's type) or 400 (unreadable) response. */
export async function readFormData(request: Request): Promise<FormData> {
  // The server refuses these before the app (server/http/request-guards.ts); checked here too for
  // any other server in front of the app, such as the development server.
  if (!formContentTypes.includes(mediaTypeOf(request.headers.get("Content-Type")))) {
    throw refuse(415, "Unsupported Media Type");
  }
  try {
    return await request.formData();
  } catch {
    throw refuse(400, "Bad Request");
  }
}

export async function readFormPost<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  { limiter, sender }: { limiter: RateLimiter; sender: string },
): Promise<FormPost<z.output<Schema>>> {
  const form = await readFormData(request);
  // The schemas clean and check the raw strings themselves (lib/form-text.ts), so an empty
  // field stays "" rather than becoming undefined.
  const submission = parseWithZod(form, { schema, disableAutoCoercion: true });
  const allowance = await limiter.consume(sender);
  if (!allowance.allowed) {
    return {
      outcome: "limited",
      retryAfterSeconds: allowance.retryAfterSeconds,
      reply: submission.reply({ hideFields: [honeypotField] }),
    };
  }
  if (submission.status !== "success") {
    return { outcome: "invalid", reply: submission.reply({ hideFields: [honeypotField] }) };
  }
  const honeypot = form.get(honeypotField);
  if (honeypot !== null && (typeof honeypot !== "string" || honeypot.trim() !== "")) {
    return { outcome: "bot", value: submission.value };
  }
  // Kept for an answer that must put the values back (the submission could not be kept).
  return {
    outcome: "valid",
    value: submission.value,
    reply: submission.reply({ hideFields: [honeypotField] }),
  };
}
