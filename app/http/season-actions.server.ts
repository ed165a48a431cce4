import { scheduleText as text } from "~/content/admin/schedule-pages";
import { getDb } from "~/infra/db.server";
import { now } from "~/infra/clock.server";
import { dojoTimeToUtc, localDateTime } from "~/model/times";
import { loadSeason } from "~/services/schedule/season-reads.server";
import { publishSeason } from "~/services/schedule/season-publish.server";
import { removeRecord, saveClosure, saveSeason } from "~/services/schedule/season-records.server";
import { publishOnSchema, recordFormSchema, seasonFormSchema } from "~/services/schedule/forms";
import { refuseForm } from "./answers.server";
import { answerSave } from "./season-answers.server";
import { readFormData } from "./form-post.server";
import { intentOf, parseAdminForm, redirectWithNotice, requireStaff } from "./staff-access.server";

// What a season's page can post: publish now or at a time, its name and dates, the removal of a
// class, a closure or a change, and the confirmation of a closure copied from last year. Each
// names its intent; each answers as every schedule save does (season-answers.server.ts).

export async function seasonAction(request: Request, seasonId: string) {
  const { actor } = await requireStaff(request);
  const form = await readFormData(request);
  const intent = intentOf(form);
  const db = getDb();
  const page = `/admin/schedule/${seasonId}`;
  const at = now();

  if (intent === "publish-now" || intent === "publish-on") {
    const submission =
      intent === "publish-now"
        ? parseAdminForm(form, recordFormSchema.partial())
        : parseAdminForm(form, publishOnSchema);
    if (submission.status !== "success") return refuseForm(400, { reply: submission.reply() });
    const when =
      intent === "publish-now"
        ? ("now" as const)
        : (() => {
            const value = submission.value as { date: string; time: string };
            return new Date(dojoTimeToUtc(localDateTime(value.date, value.time)));
          })();
    return answerSave(
      submission,
      () => publishSeason(db, seasonId, when, actor, at),
      () => redirectWithNotice(page, when === "now" ? "season-published" : "season-scheduled"),
    );
  }

  if (intent === "save-season") {
    const submission = parseAdminForm(form, seasonFormSchema);
    if (submission.status !== "success") return refuseForm(400, { reply: submission.reply() });
    const { version = 0, ...input } = submission.value;
    return answerSave(
      submission,
      () => saveSeason(db, seasonId, { ...input, version }, actor, at),
      () => redirectWithNotice(page, "season-saved"),
    );
  }

  const submission = parseAdminForm(form, recordFormSchema);
  if (submission.status !== "success") return refuseForm(400, { message: text.errors.record });
  const target = submission.value;

  if (intent === "confirm-closure") {
    const season = await loadSeason(db, seasonId);
    const closure = season?.closures.find((entry) => entry.id === target.id);
    if (!closure) return refuseForm(404, { message: text.notFound });
    const { firstDay, lastDay, label, groups } = closure;
    return answerSave(
      submission,
      () =>
        saveClosure(
          db,
          seasonId,
          {
            id: target.id,
            version: target.version,
            firstDay,
            lastDay,
            groups,
            ...(label ? { label } : {}),
          },
          actor,
          at,
        ),
      () => redirectWithNotice(page, "closure-saved"),
    );
  }

  const kinds = {
    "remove-class": "class",
    "remove-closure": "closure",
    "remove-change": "change",
  } as const;
  const kind = kinds[intent as keyof typeof kinds];
  if (kind === undefined) return refuseForm(400, { message: text.errors.record });
  return answerSave(
    submission,
    () => removeRecord(db, seasonId, kind, target, actor, at),
    () => redirectWithNotice(page, `${kind}-removed`),
  );
}
