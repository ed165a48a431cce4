import { data } from "react-router";
import type { FormResult } from "~/lib/form-result";

// The one way the site says no to a request, and yes to a form. Every refusal is uncached and
// carries Retry-After where waiting helps (429, 503). A refusal thrown before a form could be
// read is plain text (nothing to put back); one a form shows is its FormResult, for a page post
// (React Router's data) and a script post (JSON) alike.

export type RefusalStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 500 | 503;

type AnswerOptions = {
  /** Seconds to wait before trying again (429, 503). */
  retryAfterSeconds?: number;
  /** Close the connection after answering: the body may not have been read (uploads). */
  close?: boolean;
};

export const noStore = { "Cache-Control": "no-store" } as const;

function refusalHeaders(
  { retryAfterSeconds, close }: AnswerOptions,
  extra: Record<string, string> = {},
) {
  return {
    ...noStore,
    ...extra,
    ...(retryAfterSeconds === undefined ? {} : { "Retry-After": String(retryAfterSeconds) }),
    ...(close ? { Connection: "close" } : {}),
  };
}

/** A plain-text refusal, for a route to throw (or return) when there is no form to show. */
export function refuse(status: RefusalStatus, text: string, options: AnswerOptions = {}): Response {
  return new Response(text, {
    status,
    headers: refusalHeaders(options, { "Content-Type": "text/plain; charset=utf-8" }),
  });
}

type Refused<Reason extends string> = Omit<
  Extract<FormResult<Reason>, { success: false }>,
  "success"
>;

/**
 * A form's refusal, shown by the form: its line, its fields' errors and the values kept, and
 * whatever else the page needs to show the form again (Extra).
 */
export function refuseForm<Reason extends string = string, Extra extends object = object>(
  status: RefusalStatus,
  result: Refused<Reason> & Extra,
  options: AnswerOptions = {},
) {
  return data({ ...result, success: false as const }, { status, headers: refusalHeaders(options) });
}

/** A form's success, said in place (a script post, or a page that shows it). */
export function formDone(message?: string) {
  const body: FormResult<never> =
    message === undefined ? { success: true } : { success: true, message };
  return data(body, { status: 200, headers: noStore });
}
