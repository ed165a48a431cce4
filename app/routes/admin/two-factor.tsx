import { z } from "zod";
import { Form, Link, redirect, useActionData, useSearchParams } from "react-router";
import type { Route } from "./+types/two-factor";
import { signInText } from "~/content/admin/sign-in";
import { requestContext } from "~/infra/request-context";
import { formText } from "~/lib/form-text";
import { FormError, SubmitButton, TextField } from "~/components/admin/form";
import { SignInCard } from "~/components/admin/sign-in-card";
import {
  refuseCrossOrigin,
  loginPath,
  readAdminForm,
  safeReturnPath,
} from "~/http/staff-access.server";
import { codeStep, secondStepCookie, secondStepOf } from "~/services/staff/sign-in.server";
import {
  redirectWithCookies,
  rememberDevice,
  countSignInRefusal,
  startAttempt,
  tooManyAttempts,
} from "~/http/sign-in.server";
import { refuseForm } from "~/http/answers.server";
import { refusedPart } from "~/lib/form-result";
import { staffHeadersWithAction, staffMeta, staffLinks } from "./staff-page";

// The second step of signing in: a code from the authenticator app, or one of the backup codes.
// Better Auth keeps the half-done sign-in in a signed cookie for ten minutes and five tries.

const schema = z.object({
  code: formText({
    max: 40,
    tooLong: signInText.wrongCode,
    required: signInText.wrongCode,
  }).transform((value) => value.replace(/\s+/g, "")),
  kind: z.enum(["app", "backup"]).catch("app"),
  redirectTo: z.string().optional(),
});

export function loader({ request }: Route.LoaderArgs) {
  // Only someone part-way through signing in has the cookie this step needs.
  if (secondStepCookie(request.headers) === null) throw redirect(loginPath);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossOrigin(request);
  const { ip } = context.get(requestContext);
  const { submission } = await readAdminForm(request, schema);
  if (submission.status !== "success") {
    return refuseForm(400, { message: signInText.wrongCode });
  }
  const { code, kind, redirectTo } = submission.value;
  // Whose sign-in this is, read as Better Auth reads it, so the code is counted against the
  // account it would sign in to; a cookie naming no sign-in here is not checked at all.
  const secondStep = await secondStepOf(request.headers);
  if (secondStep.state !== "under-way") {
    return redirect(`${loginPath}?notice=expired`, { headers: { "Cache-Control": "no-store" } });
  }
  const { holder } = secondStep;
  const attempt = await startAttempt(request, ip, { account: holder.email, secret: "code" });
  if (!attempt.allowed) {
    return tooManyAttempts(signInText.tooMany, attempt.retryAfterSeconds);
  }
  const step = await codeStep(request.headers, kind, code, holder);
  if (step.outcome === "signed-in") {
    await attempt.succeeded();
    return redirectWithCookies(
      safeReturnPath(redirectTo),
      step.headers,
      await rememberDevice(request, holder.email),
    );
  }
  if (step.outcome === "expired") {
    // No code was checked: the half-done sign-in had ended.
    await attempt.succeeded();
    return redirect(`${loginPath}?notice=expired`, { headers: { "Cache-Control": "no-store" } });
  }
  if (step.outcome === "locked") return tooManyAttempts(signInText.tooMany, 900);
  countSignInRefusal("wrong-code");
  return refuseForm(401, {
    message: step.outcome === "used" ? signInText.codeUsed : signInText.wrongCode,
  });
}

export const headers = staffHeadersWithAction;

export const links = staffLinks;

export function meta() {
  return staffMeta(signInText.twoFactorHeading);
}

export default function TwoFactorStep() {
  const result = refusedPart(useActionData<typeof action>());
  const [params] = useSearchParams();
  const backup = params.get("method") === "backup";
  const redirectTo = params.get("redirectTo") ?? "";
  const other = new URLSearchParams(params);
  if (backup) other.delete("method");
  else other.set("method", "backup");
  return (
    <SignInCard
      heading={signInText.twoFactorHeading}
      intro={backup ? signInText.backupIntro : signInText.twoFactorIntro}
    >
      <Form method="post" className="flex flex-col gap-4">
        <FormError message={result?.message} />
        <input type="hidden" name="kind" value={backup ? "backup" : "app"} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField
          name="code"
          label={backup ? signInText.backupCode : signInText.code}
          autoComplete="one-time-code"
          inputMode={backup ? "text" : "numeric"}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          pattern={backup ? undefined : "[0-9 ]{6,8}"}
          maxLength={40}
          required
        />
        <SubmitButton pendingLabel={signInText.verifying} className="w-full">
          {signInText.verify}
        </SubmitButton>
      </Form>
      <Link
        to={`?${other.toString()}`}
        replace
        className="mt-4 inline-flex min-h-11 items-center text-primary underline underline-offset-4"
      >
        {backup ? signInText.switchToApp : signInText.switchToBackup}
      </Link>
    </SignInCard>
  );
}
