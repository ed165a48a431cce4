import type { SubmissionResult } from "@conform-to/react";
import { scheduleText } from "~/content/admin/schedule-pages";
import { isBusyError } from "~/infra/sqlite-connection.server";
import type { EditResult } from "~/services/schedule/season-saves.server";
import { refuse, refuseForm } from "./answers.server";

// How the schedule pages answer a save (services/schedule/*: EditResult). Saved: the page's
// redirect. Refused by a rule: 400 with each field's reason. Saved by someone else meanwhile:
// 409 naming what they changed. The database busy: 503 with Retry-After. The form comes back
// with every value typed in each refusal, and nothing was written (each save is one transaction).

type Replying = {
  reply: (options?: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
  }) => SubmissionResult<string[]>;
};

/** PostgreSQL: lock not available, serialization failure, deadlock, statement timeout. */
const busyPostgresCodes = new Set(["55P03", "40001", "40P01", "57014"]);

export function isDatabaseBusy(error: unknown): boolean {
  if (isBusyError(error)) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && busyPostgresCodes.has(code);
}

export async function answerSave<Extra extends object = object>(
  submission: Replying,
  save: () => Promise<EditResult>,
  saved: (id: string) => Response,
  /** What the page needs with a refusal to show it in the right place (which form it was). */
  extra?: Extra,
) {
  let result: EditResult;
  try {
    result = await save();
  } catch (error) {
    if (!isDatabaseBusy(error)) throw error;
    return refuseForm(
      503,
      { reply: submission.reply({ formErrors: [scheduleText.busy] }), ...extra },
      { retryAfterSeconds: 2 },
    );
  }
  switch (result.status) {
    case "saved":
      return saved(result.id);
    case "invalid":
      return refuseForm(400, {
        reply: submission.reply({
          formErrors: [Object.values(result.problems)[0] ?? scheduleText.errors.record],
          fieldErrors: Object.fromEntries(
            Object.entries(result.problems).map(([field, problem]) => [field, [problem]]),
          ),
        }),
        ...extra,
      });
    case "conflict":
      return refuseForm(409, {
        reply: submission.reply({ formErrors: [scheduleText.conflict(result.changed)] }),
        ...extra,
      });
    case "missing":
      throw refuse(404, scheduleText.notFound);
  }
}
