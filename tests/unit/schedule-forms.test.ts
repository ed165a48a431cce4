import { expect, test } from "vitest";
import { scheduleText } from "~/content/admin/schedule-pages";
import { parseAdminForm } from "~/http/staff-access.server";
import {
  changeFormSchema,
  classFormSchema,
  closureFormSchema,
  publishOnSchema,
  seasonFormSchema,
} from "~/services/schedule/forms";

// What the schedule forms accept before the season's own rules see a value: each refusal is a
// field error in staff words, the values posted come back, and nothing typed is changed silently.

const { errors } = scheduleText;

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one);
  }
  return data;
}

const monday = {
  id: "",
  version: "",
  day: "Monday",
  start: "16:30",
  end: "17:20",
  name: "Beginners",
  audience: "Ages 7-12",
  kind: "beginner",
  instructor: "",
  note: "",
};

function errorsOf(result: ReturnType<typeof parseAdminForm>) {
  return result.status === "success" ? {} : (result.reply().error ?? {});
}

test("a weekly class is read with its times as the dojo's clock and no id for a new one", () => {
  const result = parseAdminForm(form(monday), classFormSchema);
  expect(result.status).toBe("success");
  if (result.status !== "success") return;
  expect(result.value).toMatchObject({ day: "Monday", start: "16:30", end: "17:20" });
  expect(result.value.id).toBeUndefined();
  expect(result.value.version).toBeUndefined();
  // A browser that sends seconds ("16:30:00") is read the same.
  const seconds = parseAdminForm(form({ ...monday, start: "16:30:00" }), classFormSchema);
  expect(seconds.status === "success" && seconds.value.start).toBe("16:30");
});

test("control characters, over-long text, an unknown group or weekday and a bad time are field errors", () => {
  const refused = parseAdminForm(
    form({
      ...monday,
      name: "Begin\u0000ners",
      audience: "x".repeat(121),
      kind: "yoga",
      day: "Someday",
      start: "25:00",
    }),
    classFormSchema,
  );
  expect(errorsOf(refused)).toEqual({
    name: [errors.controls],
    audience: [errors.audienceTooLong],
    kind: [errors.group],
    day: [errors.weekday],
    start: [errors.time],
  });
  // The values typed come back to the form as they were.
  expect(refused.reply().initialValue).toMatchObject({ name: "Begin\u0000ners", kind: "yoga" });
  // A line break in a one-line field is a control character too.
  const lines = parseAdminForm(form({ ...monday, note: "Bring\na towel" }), classFormSchema);
  expect(errorsOf(lines)).toEqual({ note: [errors.controls] });
});

test("a closure's groups are read from none, one or several ticked boxes", () => {
  const closure = { id: "", version: "", firstDay: "2026-11-26", lastDay: "2026-11-27", label: "" };
  const none = parseAdminForm(form(closure), closureFormSchema);
  const one = parseAdminForm(form({ ...closure, groups: "kumite" }), closureFormSchema);
  const two = parseAdminForm(form({ ...closure, groups: ["kumite", "team"] }), closureFormSchema);
  expect(none.status === "success" && none.value.groups).toEqual([]);
  expect(one.status === "success" && one.value.groups).toEqual(["kumite"]);
  expect(two.status === "success" && two.value.groups).toEqual(["kumite", "team"]);
  const badDay = parseAdminForm(form({ ...closure, firstDay: "26/11/2026" }), closureFormSchema);
  expect(errorsOf(badDay)).toEqual({ firstDay: [errors.day] });
});

test("a change, a season and a publishing time refuse what they cannot read", () => {
  const change = parseAdminForm(
    form({
      classId: "c1",
      originalDate: "2026-12-07",
      kind: "postponed",
      text: "y".repeat(301),
      newDate: "",
      newStart: "4pm",
      newEnd: "",
    }),
    changeFormSchema,
  );
  expect(errorsOf(change)).toEqual({
    kind: [errors.kind],
    text: [errors.text],
    newStart: [errors.time],
  });
  const season = parseAdminForm(
    form({ label: "", firstDay: "2026-09-01", lastDay: "2027-06-30", version: "v1" }),
    seasonFormSchema,
  );
  expect(errorsOf(season)).toEqual({ label: [errors.label], version: [errors.record] });
  const publish = parseAdminForm(form({ date: "2026-08-15", time: "" }), publishOnSchema);
  expect(errorsOf(publish)).toEqual({ time: [errors.time] });
});
