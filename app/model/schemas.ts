// The model's zod schemas: the seed data is checked against them (tests/unit/model.test.ts) and
// the staff forms build on them. Apart from the records' modules, so the browser, which gets the
// records and their functions, never loads zod.

import { z } from "zod";
import { courseArts } from "./courses";
import { eventMotifs, registrationStatuses } from "./events";
import { passKinds } from "./passes";
import type { ResourceCategory } from "./resources";
import { campSides } from "./offerings";
import { classKinds, weekdays } from "./schedule";
import type { LocalDate } from "./seasons";

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

// birthday-offers

export const birthdayOfferSchema = z.object({
  id: z.enum(["package", "decor", "snacks", "cake"]),
  name: z.string().min(1),
  /** What the price buys. */
  detail: z.string(),
  priceCents: z.number().int().positive(),
  /** A lowest price ("from …"), not a fixed one. */
  minimum: z.boolean().optional(),
  /** "or bring your own": shown after the price. */
  alternative: z.string().optional(),
});

// competitions

export const competitionFeeSchema = z.object({
  label: z.string(),
  deadline: z.string(),
  individualCents: z.number().int().nonnegative(),
  teamCents: z.number().int().nonnegative(),
});

// events

export const registrationStatusSchema = z.enum(registrationStatuses);

export const eventMotifSchema = z.enum(eventMotifs);

export const eventRegistrationSchema = z.object({
  status: registrationStatusSchema,
  url: z.string().url().nullable(),
  priceCents: z.number().int().nonnegative().nullable(),
});

export const eventSeedSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().min(1),
  japaneseTitle: z.string(),
  category: z.string(),
  description: z.string(),
  startsLocal: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/),
  durationMinutes: z.number().int().positive().nullable(),
  location: z.string().nullable(),
  tags: z.array(z.string()),
  registration: eventRegistrationSchema,
  motif: eventMotifSchema,
});

// passes

export const passSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(passKinds),
  title: z.string().min(1),
  /** Null for the gift card, whose amount the buyer chooses. */
  priceCents: z.number().int().positive().nullable(),
  classes: z.number().int().positive().nullable(),
  validity: z.string(),
  buyUrl: z.string().url(),
});

// resources

export const resourceCategorySchema = z.enum([
  "Belt Requirements",
  "Handbooks",
  "Rules & Etiquette",
  "Philosophy",
  "Terminology",
  "Training Manuals",
] as const satisfies readonly ResourceCategory[]);

// schedule

/** One class: day, time range, class name, audience. */
export const scheduledClassSchema = z.object({
  day: z.enum(weekdays),
  /** 24-hour local times, "16:00". */
  start: clockTime,
  end: clockTime,
  name: z.string().min(1),
  audience: z.string().min(1),
  kind: z.enum(classKinds),
});

// offerings: each kind's record as stored (offerings.data) and as a save must leave it.

/** The most a price may be: $100,000, in cents; anything more is a typing slip. */
export const maxPriceCents = 10_000_000;

const localDay = isoDay.transform((value) => value as LocalDate);
const cents = z.number().int().nonnegative().max(maxPriceCents);
const https = z
  .string()
  .max(500)
  .regex(/^https:\/\/\S+$/);

export const registrationSchema = z.discriminatedUnion("state", [
  z.object({ state: z.literal("soon") }),
  z.object({ state: z.literal("opens"), on: localDay }),
  z.object({ state: z.literal("open"), url: https }),
  z.object({ state: z.literal("full") }),
  z.object({ state: z.literal("closed") }),
]);

export const courseRecordSchema = z
  .object({
    title: z.string().min(1).max(120),
    ages: z.string().max(60),
    day: z.enum(weekdays),
    time: z.string().max(60),
    weeks: z.number().int().min(1).max(52),
    sessions: z
      .object({ count: z.number().int().min(1).max(366), first: localDay, last: localDay })
      .refine((sessions) => sessions.first <= sessions.last)
      .nullable(),
    priceCents: cents.nullable(),
    earlyBird: z.object({ priceCents: cents, until: localDay }).nullable(),
    makeup: z.string().max(300),
    description: z.string().max(1000),
    features: z.array(z.string().min(1).max(120)).max(6),
    instructor: z.string().max(120),
    art: z.enum(courseArts),
    registration: registrationSchema,
  })
  .strict();

export const campRecordSchema = z
  .object({
    side: z.enum(campSides),
    year: z.number().int().min(2000).max(2200),
    firstDay: localDay.nullable(),
    lastDay: localDay.nullable(),
    days: z.number().int().min(1).max(90).nullable(),
    hours: z.string().max(60),
    priceCents: cents.nullable(),
    priceIsMinimum: z.boolean(),
    places: z.string().max(60),
    activities: z.array(z.string().min(1).max(40)).min(1).max(12).optional(),
    registration: registrationSchema,
  })
  .strict()
  .refine((camp) => (camp.firstDay === null) === (camp.lastDay === null))
  .refine(
    (camp) => camp.firstDay === null || camp.lastDay === null || camp.firstDay <= camp.lastDay,
  );

export const priceRecordSchema = z
  .object({
    label: z.string().min(1).max(120),
    cents,
    minimum: z.boolean(),
    page: z.string().regex(/^\/[a-z0-9/-]*$/),
  })
  .strict();

export const competitionRecordSchema = z
  .object({
    title: z.string().min(1).max(120),
    day: localDay,
    time: clockTime.nullable(),
    timeLabel: z.string().max(60),
    award: z.string().max(200),
    fees: z
      .array(
        z.object({
          label: z.string().min(1).max(60),
          until: localDay,
          individualCents: cents,
          teamCents: cents,
        }),
      )
      .max(6),
    note: z.string().max(300),
    registration: registrationSchema,
  })
  .strict();

export const offeringRecordSchemas = {
  course: courseRecordSchema,
  camp: campRecordSchema,
  price: priceRecordSchema,
  competition: competitionRecordSchema,
} as const;
