import type { SubmissionResult } from "@conform-to/react";

// Reading the server's Conform reply in a form that ships no validation library: the first
// error of a field, and the value a visitor typed, to put back after a refused post.

type Reply = SubmissionResult<string[]> | undefined;

export function fieldError(reply: Reply, name: string): string | undefined {
  return reply?.error?.[name]?.[0];
}

/** Every field's first error, keyed by field name (the form-level error under ""). */
export function fieldErrors(reply: Reply): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(reply?.error ?? {})) {
    const first = messages?.[0];
    if (first !== undefined) errors[name] = first;
  }
  return errors;
}

export function keptValue(reply: Reply, name: string): string | undefined {
  const value = reply?.initialValue?.[name];
  return typeof value === "string" ? value : undefined;
}
