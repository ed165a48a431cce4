import { z } from "zod";
import { eventsAdminText } from "~/content/admin/events";
import { eventMotifSchema, maxPriceCents, registrationStatusSchema } from "~/model/schemas";
import { formText } from "~/lib/form-text";
import { formDuration, formLink, formPrice } from "~/lib/form-values";

// The event form's rules: every column of the events table, the date and time entered as the
// dojo's local time (America/New_York), a registration that is open only with a link and a price.
// A price, a link and a length are read the way people type them (lib/form-values.ts).

const { errors } = eventsAdminText;

const optionalText = (max: number, tooLong: string, multiLine = false) =>
  formText({ max, tooLong, multiLine }).transform((value) => (value === "" ? null : value));

export const eventSchema = z
  .object({
    title: formText({ max: 120, tooLong: errors.titleTooLong, required: errors.title }),
    japaneseTitle: optionalText(80, errors.japaneseTitle),
    category: optionalText(60, errors.category),
    description: optionalText(2000, errors.description, true),
    date: formText({ max: 10, tooLong: errors.date, required: errors.date }).pipe(
      z.string().regex(/^\d{4}-\d{2}-\d{2}$/, errors.date),
    ),
    time: formText({ max: 8, tooLong: errors.time, required: errors.time }).pipe(
      z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:00)?$/, errors.time),
    ),
    durationMinutes: formDuration({ invalid: errors.durationMinutes, min: 1, max: 1440 }),
    location: optionalText(200, errors.location),
    tags: formText({ max: 300, tooLong: errors.tags }).pipe(
      z
        .string()
        .transform((value) => [
          ...new Set(
            value
              .split(",")
              .map((tag) => tag.trim())
              .filter(Boolean),
          ),
        ])
        .refine((tags) => tags.length <= 8 && tags.every((tag) => tag.length <= 30), errors.tags),
    ),
    registrationStatus: registrationStatusSchema,
    registrationUrl: formLink({
      max: 500,
      tooLong: errors.registrationUrlTooLong,
      invalid: errors.registrationUrl,
    }).transform((value) => (value === "" ? null : value)),
    price: formPrice({
      invalid: errors.price,
      negative: errors.priceNegative,
      tooMuch: errors.priceTooMuch,
      maxCents: maxPriceCents,
    }),
    motif: z
      .union([z.literal(""), eventMotifSchema])
      .transform((value) => (value === "" ? null : value))
      .catch(null),
    hidden: z
      .literal("on")
      .optional()
      .transform((value) => value === "on"),
  })
  .superRefine((event, context) => {
    if (event.registrationStatus !== "open") return;
    if (event.registrationUrl === null) {
      context.addIssue({
        code: "custom",
        path: ["registrationUrl"],
        message: errors.registrationUrlNeeded,
      });
    }
    if (event.price === null) {
      context.addIssue({ code: "custom", path: ["price"], message: errors.priceNeeded });
    }
  });

export type EventInput = z.output<typeof eventSchema>;
