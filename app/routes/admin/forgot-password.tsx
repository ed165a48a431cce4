import { z } from "zod";
import { Link, redirect, useActionData, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/forgot-password";
import { signInText } from "~/content/admin/sign-in";
import { getDb } from "~/infra/db.server";
import { logger } from "~/infra/logger.server";
import { requestContext } from "~/infra/request-context";
import { formText } from "~/lib/form-text";
import { refusedPart } from "~/lib/form-result";
import { SubmitButton, TextField } from "~/components/admin/form";
import { SignInCard } from "~/components/admin/sign-in-card";
import { StaffForm } from "~/components/admin/staff-form";
import { refuseCrossOrigin, readAdminForm } from "~/http/staff-access.server";
import { tooManyAttempts } from "~/http/sign-in.server";
import { refuseForm } from "~/http/answers.server";
import { deliveryConfig } from "~/services/delivery/config.server";
import { canMailStaffLinks } from "~/services/delivery/staff-link.server";
import { staffAuth } from "~/services/staff/auth.server";
import { askPasswordReset } from "~/services/staff/password-reset.server";
import { staffHeadersWithAction, staffMeta, staffLinks } from "./staff-page";

// "Forgot password?": with mail set up, a link to set a new password is emailed to the address
// given, if it has an account (the answer is the same either way). Without mail, the page says
// to ask an owner, who makes a one-time link on the Staff page.

const path = "/admin/forgot-password";

const schema = z.object({
  email: formText({ max: 254, tooLong: signInText.resetEmail, required: signInText.resetEmail })
    .transform((value) => value.toLowerCase())
    .pipe(z.email(signInText.resetEmail)),
});

export function loader() {
  return { canMail: canMailStaffLinks() };
}

export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossOrigin(request);
  const { ip } = context.get(requestContext);
  const { submission } = await readAdminForm(request, schema);
  if (submission.status !== "success") {
    return refuseForm(400, { reply: submission.reply() });
  }
  const asked = await askPasswordReset(staffAuth(), getDb(), {
    email: submission.value.email,
    ip,
    config: deliveryConfig(),
  });
  if (!asked.allowed) {
    return tooManyAttempts(signInText.tooMany, asked.retryAfterSeconds, submission.reply());
  }
  // Not waited for: the answer takes as long whether or not the address has an account.
  asked.send().catch((error: unknown) => logger.error({ err: error }, "password reset not sent"));
  return redirect(`${path}?sent=1`, { headers: { "Cache-Control": "no-store" } });
}

export const headers = staffHeadersWithAction;

export const links = staffLinks;

export function meta() {
  return staffMeta(signInText.resetHeading);
}

export default function ForgotPassword() {
  const { canMail } = useLoaderData<typeof loader>();
  const result = refusedPart(useActionData<typeof action>());
  const [params] = useSearchParams();
  const sent = params.get("sent") === "1";
  const intro = !canMail
    ? signInText.resetNoMail
    : sent
      ? signInText.resetSent
      : signInText.resetIntro;
  return (
    <SignInCard heading={signInText.resetHeading} intro={intro}>
      {canMail && !sent ? (
        <StaffForm
          id="forgot-password"
          reply={result?.reply}
          message={result?.message}
          className="flex flex-col gap-4"
        >
          <TextField
            name="email"
            label={signInText.email}
            type="email"
            autoComplete="username"
            required
            maxLength={254}
            reply={result?.reply}
          />
          <SubmitButton pendingLabel={signInText.resetPending} className="w-full">
            {signInText.resetSubmit}
          </SubmitButton>
        </StaffForm>
      ) : null}
      <Link
        to="/admin/login"
        className="mt-4 inline-flex min-h-11 items-center text-primary underline underline-offset-4"
      >
        {signInText.backToSignIn}
      </Link>
    </SignInCard>
  );
}
