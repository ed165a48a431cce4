import { data, redirect, useActionData } from "react-router";
import type { Route } from "./+types/set-password";
import { signInText } from "~/content/admin/sign-in";
import { getDb } from "~/infra/db.server";
import { PasswordField, SubmitButton } from "~/components/admin/form";
import { SignInCard } from "~/components/admin/sign-in-card";
import { StaffForm } from "~/components/admin/staff-form";
import { refuseForm } from "~/http/answers.server";
import { refusedPart } from "~/lib/form-result";
import { staffAuth } from "~/services/staff/auth.server";
import { setPasswordSchema } from "~/services/staff/schema";
import { passwordLinkHolder, setPasswordWithLink } from "~/services/staff/password-links.server";
import { refuseCrossOrigin, loginPath, readAdminForm } from "~/http/staff-access.server";
import { staffHeaders, staffMeta, staffLinks } from "./staff-page";

// A one-time link to set a password: one an owner passes on to a new staff member (or anyone who
// asks), working for 24 hours, or one "Forgot password?" emails, working for an hour. It sets the
// password once and ends every session of the account; then signing in is as usual.

export async function loader({ params }: Route.LoaderArgs) {
  const holder = await passwordLinkHolder(staffAuth(), getDb(), params.token);
  return data({ name: holder?.name ?? null }, { status: holder ? 200 : 404 });
}

export async function action({ request, params }: Route.ActionArgs) {
  refuseCrossOrigin(request);
  const { submission } = await readAdminForm(request, setPasswordSchema);
  if (submission.status !== "success") {
    return refuseForm(400, { reply: submission.reply({ hideFields: ["password", "confirm"] }) });
  }
  const holder = await setPasswordWithLink(
    staffAuth(),
    getDb(),
    params.token,
    submission.value.password,
  );
  if (!holder) return refuseForm(404, { message: signInText.linkInvalid });
  return redirect(`${loginPath}?notice=password-set`, { headers: { "Cache-Control": "no-store" } });
}

export const headers = staffHeaders;

export const links = staffLinks;

export function meta() {
  return staffMeta(signInText.setPasswordHeading);
}

export default function SetPassword({ loaderData }: Route.ComponentProps) {
  const result = refusedPart(useActionData<typeof action>());
  return (
    <SignInCard heading={signInText.setPasswordHeading} intro={signInText.setPasswordIntro}>
      {loaderData.name === null ? (
        <p role="alert" className="font-medium text-danger">
          {signInText.linkInvalid}
        </p>
      ) : (
        <StaffForm
          id="set-password"
          reply={result?.reply}
          message={result?.message}
          className="flex flex-col gap-4"
        >
          <PasswordField
            purpose="new"
            name="password"
            label={signInText.newPassword}
            reply={result?.reply}
          />
          <PasswordField
            purpose="new"
            name="confirm"
            label={signInText.confirmPassword}
            reply={result?.reply}
          />
          <SubmitButton pendingLabel={signInText.verifying} className="w-full">
            {signInText.savePassword}
          </SubmitButton>
        </StaffForm>
      )}
    </SignInCard>
  );
}
