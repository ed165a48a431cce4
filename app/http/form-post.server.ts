import { rm } from "node:fs/promises";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { RateLimiter } from "~/infra/rate-limit.server";
import type { FormReply } from "~/lib/form-result";
import { formContentTypes, mediaTypeOf } from "~/lib/form-types";
import { honeypotField } from "~/lib/honeypot";
import type { ReceivedFile } from "~/services/resources/file-type";
import { refuse } from "./answers.server";
import { receiveUpload, UploadRefused } from "./multipart.server";

// The one reader of form posts, public and staff, url-encoded and multipart: read the body once
// (415 for a type no form sends, 400 for a body that cannot be read, 413 past its limit), parse
// it with the form's schema through Conform, and for a public form count it against the sender's
// rate limit and check the honeypot. Routes then call a service with the parsed value and answer
// through answers.server.ts. (Who may post to the staff area is staff-access.server.ts's part.)

export type { FormReply };

export type FormPost<Value> =
  /** The fields break the form's rules: answer 400 with the reply (errors, values kept). */
  | { outcome: "invalid"; reply: FormReply }
  /** Too many posts from this sender: answer 429 with Retry-After, values kept. */
  | { outcome: "limited"; retryAfterSeconds: number; reply: FormReply }
  /** The honeypot was filled: answer as if it worked, and keep nothing. */
  | { outcome: "bot"; value: Value }
  /** Keep the value, then answer; should keeping fail, the reply puts the values back. */
  | { outcome: "valid"; value: Value; reply: FormReply };

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

export type UploadPost<Value> =
  /** The body could not be taken: too large (413), not multipart (415), unreadable (400). */
  | { outcome: "unreadable"; status: 400 | 413 | 415 }
  /** The fields break the form's rules; the file, if any, is still on its way out. */
  | { outcome: "invalid"; reply: FormReply; file: ReceivedFile | null }
  | { outcome: "valid"; value: Value; reply: FormReply; file: ReceivedFile | null };

/**
 * A multipart post with at most one file of at most `maxBytes`, read as it arrives (the file to
 * a temporary file), its fields parsed with the form's schema; `handle` answers it. The
 * temporary file is removed once `handle` is done, whatever it did.
 */
export async function withUploadPost<Schema extends z.ZodType, Answer>(
  request: Request,
  schema: Schema,
  { maxBytes, tempDir }: { maxBytes: number; tempDir: string },
  handle: (post: UploadPost<z.output<Schema>>) => Promise<Answer>,
): Promise<Answer> {
  let upload;
  try {
    upload = await receiveUpload(request, { maxBytes, tempDir });
  } catch (error) {
    if (!(error instanceof UploadRefused)) throw error;
    return handle({ outcome: "unreadable", status: error.status });
  }
  const { file } = upload;
  try {
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) form.set(name, value);
    const submission = parseWithZod(form, { schema, disableAutoCoercion: true });
    const reply = submission.reply();
    return await handle(
      submission.status === "success"
        ? { outcome: "valid", value: submission.value, reply, file }
        : { outcome: "invalid", reply, file },
    );
  } finally {
    if (file) await rm(file.tempPath, { force: true });
  }
}
