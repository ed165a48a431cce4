import type { Route } from "./+types/course-edit";
import { offeringsText as text } from "~/content/admin/offerings";
import { getDb } from "~/infra/db.server";
import { now } from "~/infra/clock.server";
import { courseArts } from "~/model/courses";
import type { CourseRecord } from "~/model/offerings";
import { amountForForm } from "~/model/prices";
import { weekdays } from "~/model/schedule";
import { SaveOrCancel, SelectField, TextAreaField, TextField } from "~/components/admin/form";
import { RegistrationFields, registrationValues } from "~/components/admin/registration-fields";
import { AdminHeading } from "~/components/admin/admin-frame";
import { StaffForm } from "~/components/admin/staff-form";
import { findOffering } from "~/services/offerings/offering-reads.server";
import { saveOffering } from "~/services/offerings/offering-saves.server";
import { courseFormSchema } from "~/services/offerings/forms";
import { refuse, refuseForm } from "~/http/answers.server";
import { readAdminForm, redirectWithNotice, requireStaff } from "~/http/staff-access.server";
import { answerSave } from "~/http/season-answers.server";
import { refusedPart } from "~/lib/form-result";
import { staffHeadersWithAction, staffMeta } from "../staff-page";

// One yoga course: new (…/courses/new, ?from=<id> to start from a copy) or an existing one,
// saved at the version it was read at. Its dates decide when it leaves /yoga/courses; its
// registration and early-bird price end on their own days.

const blank: CourseRecord = {
  title: "",
  ages: "",
  day: "Thursday",
  time: "",
  weeks: 8,
  sessions: null,
  priceCents: null,
  earlyBird: null,
  makeup: "",
  description: "",
  features: [],
  instructor: "",
  art: "kids",
  registration: { state: "soon" },
};

function formValues(course: CourseRecord) {
  return {
    title: course.title,
    ages: course.ages,
    day: course.day,
    time: course.time,
    weeks: String(course.weeks),
    first: course.sessions?.first ?? "",
    last: course.sessions?.last ?? "",
    count: course.sessions ? String(course.sessions.count) : "",
    price: amountForForm(course.priceCents),
    earlyBirdPrice: amountForForm(course.earlyBird?.priceCents),
    earlyBirdUntil: course.earlyBird?.until ?? "",
    makeup: course.makeup,
    description: course.description,
    features: course.features.join("\n"),
    instructor: course.instructor,
    art: course.art,
    ...registrationValues(course.registration),
  };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const from = params.id ?? new URL(request.url).searchParams.get("from");
  const source = from ? await findOffering(getDb(), from) : undefined;
  if (params.id !== undefined && source?.kind !== "course") throw refuse(404, text.errors.record);
  const course = source?.kind === "course" ? source : undefined;
  return {
    editing: params.id !== undefined,
    version: params.id !== undefined && course ? String(course.version) : "",
    values: formValues(course ? course.data : blank),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { actor } = await requireStaff(request);
  const { submission } = await readAdminForm(request, courseFormSchema);
  if (submission.status !== "success") return refuseForm(400, { reply: submission.reply() });
  const { version, record } = submission.value;
  return answerSave(
    submission,
    () =>
      saveOffering(
        getDb(),
        actor,
        params.id === undefined
          ? { kind: "course", data: record }
          : { kind: "course", id: params.id, version: version ?? 0, data: record },
        now(),
      ),
    () => redirectWithNotice("/admin/offerings", "course-saved"),
  );
}

// A refusal's own headers (a busy database's Retry-After) with the staff area's.
export const headers = staffHeadersWithAction;

export function meta({ loaderData }: Route.MetaArgs) {
  return staffMeta(loaderData?.editing ? text.editCourse : text.newCourse);
}

export default function CourseEdit({ loaderData, actionData }: Route.ComponentProps) {
  const refused = refusedPart(actionData);
  const reply = refused?.reply;
  const { values } = loaderData;
  const field = (name: keyof typeof values & keyof typeof text.fields) => ({
    name,
    label: text.fields[name],
    reply,
    defaultValue: values[name],
  });
  return (
    <>
      <AdminHeading title={loaderData.editing ? text.editCourse : text.newCourse} />
      <StaffForm
        id="course"
        reply={reply}
        message={refused?.message}
        className="flex max-w-3xl flex-col gap-5"
      >
        <input type="hidden" name="version" value={loaderData.version} />
        <TextField {...field("title")} required maxLength={120} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...field("ages")} hint={text.hints.ages} maxLength={60} />
          <SelectField
            {...field("art")}
            options={courseArts.map((art) => ({ value: art, label: text.arts[art] }))}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-3">
          <SelectField
            {...field("day")}
            options={weekdays.map((day) => ({ value: day, label: day }))}
          />
          <TextField {...field("time")} hint={text.hints.time} maxLength={60} />
          <TextField
            {...field("weeks")}
            inputMode="numeric"
            hint={text.hints.weeks}
            required
            maxLength={20}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField {...field("first")} type="date" hint={text.hints.dates} />
          <TextField {...field("last")} type="date" />
          <TextField
            {...field("count")}
            inputMode="numeric"
            hint={text.hints.count}
            maxLength={20}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField
            {...field("price")}
            inputMode="decimal"
            hint={text.hints.price}
            maxLength={32}
          />
          <TextField {...field("earlyBirdPrice")} inputMode="decimal" maxLength={32} />
          <TextField {...field("earlyBirdUntil")} type="date" />
        </div>
        <TextField {...field("makeup")} hint={text.hints.makeup} maxLength={300} />
        <TextAreaField {...field("description")} rows={3} maxLength={1000} />
        <TextAreaField {...field("features")} rows={4} maxLength={800} />
        <TextField {...field("instructor")} maxLength={120} />
        <RegistrationFields values={values} reply={reply} />
        <SaveOrCancel cancelTo="/admin/offerings" />
      </StaffForm>
    </>
  );
}
