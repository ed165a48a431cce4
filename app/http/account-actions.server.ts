import { redirect } from "react-router";
import type { z } from "zod";
import { accountText } from "~/content/admin/account";
import { signInText } from "~/content/admin/sign-in";
import { getDb } from "~/infra/db.server";
import { staffAuth } from "~/services/staff/auth.server";
import {
  changeEmail,
  changeName,
  changeOwnPassword,
  isOwnPassword,
} from "~/services/staff/profile.server";
import {
  changePasswordSchema,
  emailSchema,
  nameSchema,
  newCodesSchema,
} from "~/services/staff/schema";
import { StaffRuleError } from "~/services/staff/staff.server";
import { makeNewBackupCodes } from "~/services/staff/two-step.server";
import { refuseForm } from "./answers.server";
import { countSignInRefusal, startAttempt } from "./sign-in.server";
import {
  loginPath,
  parseAdminForm,
  redirectWithNotice,
  type SignedIn,
} from "./staff-access.server";

// My Account's forms for one's own details: the name, the email (with the password), the
// password (the current one first), and a new set of backup codes (with the password). Each
// password is checked under the sign-in limits, as at sign-in. A refusal names the form it
// answers, so the page shows its errors beside that form alone.

export type AccountForm = "name" | "email" | "password" | "codes";

const hidden = ["currentPassword", "password", "confirm"];

function refused<Schema extends z.ZodType>(
  form: AccountForm,
  submission: ReturnType<typeof parseAdminForm<Schema>>,
  status: 400 | 401 | 409 = 400,
  fieldErrors?: Record<string, string[]>,
) {
  const reply = submission.reply({ hideFields: hidden, fieldErrors });
  return refuseForm(status, { form, reply });
}

/** Checks the password under the sign-in limits: right, wrong, or the wait past the limits. */
async function checkOwnPassword(
  request: Request,
  ip: string,
  signedIn: SignedIn,
  password: string,
): Promise<"right" | "wrong" | { retryAfterSeconds: number }> {
  const attempt = await startAttempt(request, ip, {
    account: signedIn.user.email,
    secret: "password",
  });
  if (!attempt.allowed) {
    countSignInRefusal("limited");
    return { retryAfterSeconds: attempt.retryAfterSeconds };
  }
  if (!(await isOwnPassword(staffAuth(), signedIn.user.id, password))) {
    countSignInRefusal("wrong-password");
    return "wrong";
  }
  await attempt.succeeded();
  return "right";
}

export async function accountAction(
  intent: AccountForm,
  form: FormData,
  { request, ip, signedIn }: { request: Request; ip: string; signedIn: SignedIn },
) {
  const db = getDb();
  const { actor } = signedIn;
  const wrongPassword = { currentPassword: [accountText.wrongPassword] };

  if (intent === "name") {
    const submission = parseAdminForm(form, nameSchema);
    if (submission.status !== "success") return refused("name", submission);
    await changeName(db, actor, submission.value.name);
    return redirectWithNotice("/admin/account", "name-changed");
  }

  const schema =
    intent === "email"
      ? emailSchema
      : intent === "password"
        ? changePasswordSchema
        : newCodesSchema;
  const submission = parseAdminForm(form, schema);
  if (submission.status !== "success") return refused(intent, submission);
  const value = submission.value as z.output<typeof emailSchema> &
    z.output<typeof changePasswordSchema>;
  const checked = await checkOwnPassword(request, ip, signedIn, value.currentPassword);
  if (checked === "wrong") return refused(intent, submission, 401, wrongPassword);
  if (checked !== "right") {
    // Said in the form that was sent, with what was typed in it kept.
    return refuseForm(
      429,
      {
        reason: "limited",
        form: intent,
        message: signInText.tooMany,
        reply: submission.reply({ hideFields: hidden }),
      },
      { retryAfterSeconds: checked.retryAfterSeconds },
    );
  }

  if (intent === "email") {
    try {
      await changeEmail(db, actor, value.email);
    } catch (error) {
      if (!(error instanceof StaffRuleError)) throw error;
      return refused("email", submission, 409, { email: [error.message] });
    }
    return redirectWithNotice("/admin/account", "email-changed");
  }
  if (intent === "password") {
    await changeOwnPassword(staffAuth(), db, actor, value.password);
    return redirect(`${loginPath}?notice=password-changed`, {
      headers: { "Cache-Control": "no-store" },
    });
  }
  const made = await makeNewBackupCodes(
    staffAuth(),
    db,
    request.headers,
    actor,
    value.currentPassword,
  );
  if (made === "wrong-password") return refused("codes", submission, 401, wrongPassword);
  return redirectWithNotice("/admin/account", "codes-made");
}
