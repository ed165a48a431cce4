import type { SubmissionResult } from "@conform-to/react";

// What the server answers to any form post, public or staff, with script or without: done, or
// refused with a line to show, Conform's reply (each field's error and the values to put back)
// and, where the form tells refusals apart, the reason. The contact form's JSON answer is this
// shape too (spec §5: a success flag and a message).

export type FormReply = SubmissionResult<string[]>;

export type FormResult<Reason extends string = string> =
  | { success: true; message?: string }
  | { success: false; reason?: Reason; message?: string; reply?: FormReply };

/** The refused answer's parts, for reading an answer that may be either. */
export function refusedPart<Reason extends string>(result: FormResult<Reason> | null | undefined) {
  return result && !result.success ? result : undefined;
}
