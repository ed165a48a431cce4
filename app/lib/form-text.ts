import { z } from "zod";

// How every text a visitor sends is cleaned and bounded before any rule sees it.
// - Control characters are removed (tab and newline are kept where a text may have lines):
//   a NUL byte, for one, hides the rest of a message from whatever reads it later.
// - Lengths are counted in UTF-16 code units, the unit the browser's maxlength counts, so a
//   field the browser lets a visitor fill is never refused by the server, and the reverse.
//   Every limit uses textLength(), never zod's max(), which counts code points.
// - The length is checked before any pattern, so no pattern ever runs over a long input.

// C0 controls but tab and newline, DEL, and C1 controls; line breaks are made "\n" first.
// Matching control characters is the point of these two patterns.
// oxlint-disable-next-line no-control-regex
export const controlsKeepingLines = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
// oxlint-disable-next-line no-control-regex
export const allControls = /[\u0000-\u001F\u007F-\u009F]/g;

/** A text with its line breaks made "\n" and control characters other than tab and "\n" gone. */
export function cleanMultiLine(value: string): string {
  return value.replace(/\r\n?/g, "\n").replace(controlsKeepingLines, "").trim();
}

/** A one-line text: line breaks and tabs become a space, other control characters go. */
export function cleanSingleLine(value: string): string {
  return value
    .replace(/[\t\n\r]+/g, " ")
    .replace(allControls, "")
    .trim();
}

/**
 * The length every limit counts: UTF-16 code units, the unit of the browser's maxlength (zod's
 * own max() counts code points, so 51 emoji would pass a limit of 100 there and not here).
 */
export function textLength(value: string): number {
  return value.length;
}

type TextRules = { max: number; tooLong: string; required?: string; multiLine?: boolean };

/**
 * A form's text field: cleaned, then required (when `required` gives the message) and bounded
 * in UTF-16 code units. A field left empty, or not sent, is "" unless
 * required. A value that is not one string (a repeated field, a file) is refused.
 */
export function formText({ max, tooLong, required, multiLine = false }: TextRules) {
  const clean = multiLine ? cleanMultiLine : cleanSingleLine;
  return z
    .string(required ? { error: required } : undefined)
    .optional()
    .transform((value) => clean(value ?? ""))
    .refine((value) => textLength(value) <= max, { error: tooLong, abort: true })
    .refine((value) => !required || value !== "", { error: required, abort: true });
}

/** Boxes ticked under one name: none is sent as nothing, one as a string, several as a list. */
export const ticked = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));
