import { z } from "zod";
import { formText } from "./form-text";

// Values staff type the way people write them, read into what the site stores. A price may
// carry a dollar sign, commas and cents ("$1,200.00"); a link may leave out its scheme
// ("www.example.com/register" is https://www.example.com/register); a length may be in minutes
// or hours ("90", "90 minutes", "2 hours", "1 hour 30 minutes", "1:30"). Anything else is a
// field error in the form's own words, never a silent guess.

/** Cents from dollars as typed; "negative" or "invalid" when it is not an amount; null if empty. */
export function centsFromDollars(typed: string): number | null | "negative" | "invalid" {
  const spaced = typed.replace(/[\s$]/g, "");
  // Commas only between thousands ("1,200"): "12,50" is not read as 1,250.
  if (spaced.includes(",") && !/^-?\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(spaced)) return "invalid";
  const value = spaced.replace(/,/g, "");
  if (value === "") return null;
  if (/^-\d/.test(value)) return "negative";
  if (!/^(\d{1,9}(\.\d{1,2})?|\.\d{1,2})$/.test(value)) return "invalid";
  return Math.round(Number(value) * 100);
}

/**
 * A web address with its scheme: "https://" is put in front of one typed without ("www.…",
 * "example.com/x"). Null when it is not one address on the web over https: another scheme
 * ("http:", "mailto:"), a space, or no dot in the host.
 */
export function httpsLink(typed: string): string | null {
  const value = /^[a-z][a-z\d+.-]*:/i.test(typed) ? typed : `https://${typed.replace(/^\/+/, "")}`;
  if (!/^https:\/\/[^\s/$.?#][^\s]*$/i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (!url.hostname.includes(".") || url.hostname.endsWith(".")) return null;
  return value;
}

const hourWords = "h|hr|hrs|hour|hours";
const minuteWords = "m|min|mins|minute|minutes";
const durationPattern = new RegExp(
  `^(?:(\\d+(?:\\.\\d+)?)\\s*(?:${hourWords}))?\\s*(?:and\\s*)?(?:(\\d+)\\s*(?:${minuteWords})?)?$`,
  "i",
);

/** Minutes from a length as typed ("90", "2 hours", "1h 30m", "1:30"); null when not one. */
export function minutesFromDuration(typed: string): number | null {
  const value = typed.trim().replace(/,/g, "").replace(/\s+/g, " ");
  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(value);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const match = durationPattern.exec(value);
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  return Math.round(Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0));
}

type PriceRules = {
  /** Not an amount in dollars. */
  invalid: string;
  negative: string;
  /** Over `maxCents`. */
  tooMuch: string;
  maxCents: number;
  /** The message when the field is left empty; optional (null) without it. */
  required?: string;
};

/** A price field: cents from what was typed ("$25", "25.00", "25"), or null left empty. */
export function formPrice({ invalid, negative, tooMuch, maxCents, required }: PriceRules) {
  return formText({ max: 32, tooLong: invalid }).transform((typed, context) => {
    const cents = centsFromDollars(typed);
    const issue = (message: string) => {
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    };
    if (cents === null) return required ? issue(required) : null;
    if (cents === "negative") return issue(negative);
    if (cents === "invalid") return issue(invalid);
    if (cents > maxCents) return issue(tooMuch);
    return cents;
  });
}

/** A link field: the address with https:// put in front when it was left out; "" left empty. */
export function formLink({
  invalid,
  tooLong,
  max,
}: {
  invalid: string;
  tooLong: string;
  max: number;
}) {
  return formText({ max, tooLong }).transform((typed, context) => {
    if (typed === "") return "";
    const link = httpsLink(typed);
    if (link === null) {
      context.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    }
    return link;
  });
}

/** A length of time, in whole minutes from `min` to `max`; null when left empty. */
export function formDuration({ invalid, min, max }: { invalid: string; min: number; max: number }) {
  return formText({ max: 40, tooLong: invalid }).transform((typed, context) => {
    if (typed === "") return null;
    const minutes = minutesFromDuration(typed);
    if (minutes === null || minutes < min || minutes > max) {
      context.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    }
    return minutes;
  });
}
