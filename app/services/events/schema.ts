import { z } from "zod";
import { eventsAdminText } from "~/content/admin/events";
import { eventMotifSchema, registrationStatusSchema } from "~/model/schemas";
import { formText } from "~/lib/form-text";

// The event form's rules: every column of the events table, the date and time entered as the
// dojo's local time (America/New_York), a registration that is open only with a link and a price.

const { errors } = eventsAdminText;

const optionalText = (max: number, tooLong: string, multiLine = false) =>
  formText({ max, tooLong, multiLine }).transform((value) => (value === "" ? null : value));

export const eventSchema = z
  .object({
    title: formText({ max: 120, tooLong: errors.title, required: errors.title }),
    japaneseTitle: optionalText(80, errors.japaneseTitle),
    category: optionalText(60, errors.category),
    description: optionalText(2000, errors.description, true),
    date: formText({ max: 10, tooLong: errors.date, required: errors.date }).pipe(
      z.string().regex(/^\d{4}-\d{2}-\d{2}$/, errors.date),
    ),
    time: formText({ max: 8, tooLong: errors.time, required: errors.time }).pipe(
      z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:00)?$/, errors.time),
    ),
    durationMinutes: formText({ max: 4, tooLong: errors.durationMinutes }).pipe(
      z
        .string()
        .regex(/^\d*$/, errors.durationMinutes)
        .transform((value) => (value === "" ? null : Number(value)))
        .refine((value) => value === null || (value >= 1 && value <= 1440), errors.durationMinutes),
    ),
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
    registrationUrl: formText({ max: 500, tooLong: errors.registrationUrl }).pipe(
      z
        .string()
        .refine(
          (value) => value === "" || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value),
          errors.registrationUrl,
        )
        .transform((value) => (value === "" ? null : value)),
    ),
    price: formText({ max: 10, tooLong: errors.price }).pipe(
      z
        .string()
        .regex(/^(\d{1,6}(\.\d{1,2})?)?$/, errors.price)
        .transform((value) => (value === "" ? null : Math.round(Number(value) * 100))),
    ),
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
        message: errors.registrationUrl,
      });
    }
    if (event.price === null) {
      context.addIssue({ code: "custom", path: ["price"], message: errors.price });
    }
  });

export type EventInput = z.output<typeof eventSchema>;
