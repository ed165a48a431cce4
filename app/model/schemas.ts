// The model's zod schemas: the seed data is checked against them (tests/unit/model.test.ts) and
// the staff forms build on them. Apart from the records' modules, so the browser, which gets the
// records and their functions, never loads zod.

import { z } from "zod";
import { courseArts } from "./courses";
import { eventMotifs, registrationStatuses } from "./events";
import { passKinds } from "./passes";
import type { ResourceCategory } from "./resources";
import { classKinds, weekdays } from "./schedule";

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

// courses

export const courseSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  ages: z.string(),
  day: z.string(),
  time: z.string(),
  /** The course's length and, where the spec gives them, its sessions' first and last days. */
  duration: z.object({
    weeks: z.union([z.literal(8), z.literal(12)]),
    sessions: z
      .object({ count: z.number().int().positive(), first: isoDay, last: isoDay })
      .optional(),
  }),
  /** Null where the spec gives no price (the 12-week course): "price to be announced". */
  priceCents: z.number().int().positive().nullable(),
  earlyBird: z.object({ priceCents: z.number().int().positive(), deadline: z.string() }).optional(),
  description: z.string(),
  features: z.tuple([z.string(), z.string(), z.string()]),
  instructor: z.string(),
  art: z.enum(courseArts),
  registrationUrl: z.string().url(),
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
