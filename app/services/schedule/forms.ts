import { z } from "zod";
import { scheduleText } from "~/content/admin/schedule-pages";
import { allControls, formText, ticked } from "~/lib/form-text";
import { classKinds, weekdays } from "~/model/schedule";
import { classChangeKinds, isLocalDate, type LocalDate } from "~/model/seasons";

// The schedule forms' rules: what each posted field must be before the season's own checks
// (model/season-problems.ts) see it. Dates are New York days ("2026-09-08"), times the dojo's
// clock ("16:30"). A one-line text with a control character in it is refused with a field error
// rather than cleaned, so nothing staff typed changes without their knowing.

const { errors } = scheduleText;

/** A one-line text: no control characters, at most `max` long; "" when left empty. */
function line(max: number, tooLong: string, required?: string) {
  return z
    .string()
    .optional()
    .refine((value) => value === undefined || !new RegExp(allControls.source).test(value), {
      error: errors.controls,
      abort: true,
    })
    .pipe(formText({ max, tooLong, ...(required ? { required } : {}) }));
}

const day = formText({ max: 10, tooLong: errors.day, required: errors.day }).pipe(
  z
    .string()
    .refine(isLocalDate, errors.day)
    .transform((value) => value as LocalDate),
);

const optionalDay = formText({ max: 10, tooLong: errors.day }).pipe(
  z
    .string()
    .refine((value) => value === "" || isLocalDate(value), errors.day)
    .transform((value) => (value === "" ? undefined : (value as LocalDate))),
);

const clock = /^([01]\d|2[0-3]):[0-5]\d$/;

const time = formText({ max: 8, tooLong: errors.time, required: errors.time }).pipe(
  z
    .string()
    .transform((value) => value.slice(0, 5))
    .refine((value) => clock.test(value), errors.time),
);

const optionalTime = formText({ max: 8, tooLong: errors.time }).pipe(
  z
    .string()
    .transform((value) => value.slice(0, 5))
    .refine((value) => value === "" || clock.test(value), errors.time)
    .transform((value) => (value === "" ? undefined : value)),
);

/** The version a record was read at (hidden in the form); absent for a new one. */
const version = formText({ max: 12, tooLong: errors.record }).pipe(
  z
    .string()
    .refine((value) => value === "" || /^\d+$/.test(value), errors.record)
    .transform((value) => (value === "" ? undefined : Number(value))),
);

const recordId = formText({ max: 64, tooLong: errors.record }).pipe(
  z.string().transform((value) => (value === "" ? undefined : value)),
);

export const seasonFormSchema = z.object({
  label: line(40, errors.labelTooLong, errors.label),
  firstDay: day,
  lastDay: day,
  version,
});

export const classFormSchema = z.object({
  id: recordId,
  version,
  day: z.enum(weekdays, { error: errors.weekday }),
  start: time,
  end: time,
  name: line(80, errors.nameTooLong, errors.name),
  audience: line(120, errors.audienceTooLong, errors.audience),
  kind: z.enum(classKinds, { error: errors.group }),
  instructor: line(80, errors.instructor),
  note: line(300, errors.note),
});

export const closureFormSchema = z.object({
  id: recordId,
  version,
  firstDay: day,
  lastDay: day,
  label: line(80, errors.closureLabel),
  groups: ticked,
});

export const changeFormSchema = z.object({
  id: recordId,
  version,
  classId: formText({ max: 64, tooLong: errors.record, required: errors.record }),
  originalDate: day,
  kind: z.enum(classChangeKinds, { error: errors.kind }),
  text: line(300, errors.text),
  newDate: optionalDay,
  newStart: optionalTime,
  newEnd: optionalTime,
});

export const publishOnSchema = z.object({ date: day, time });

/** A removal or confirmation names the record and the version it was read at. */
export const recordFormSchema = z.object({
  id: formText({ max: 64, tooLong: errors.record, required: errors.record }),
  version: formText({ max: 12, tooLong: errors.record, required: errors.record }).pipe(
    z.string().regex(/^\d+$/, errors.record).transform(Number),
  ),
});
