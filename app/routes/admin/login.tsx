import { z } from "zod";
import { Form, Link, redirect, useActionData, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import { signInText } from "~/content/admin/sign-in";
import { requestContext } from "~/infra/request-context";
import { formText } from "~/lib/form-text";
import { FormError, PasswordField, SubmitButton, TextField } from "~/components/admin/form";
import { SignInCard } from "~/components/admin/sign-in-card";
import {
  currentStaff,
  refuseCrossOrigin,
  readAdminForm,
  safeReturnPath,
} from "~/http/staff-access.server";
import { passwordRules } from "~/model/staff";
import { passwordStep } from "~/services/staff/sign-in.server";
import {
  redirectWithCookies,
  rememberDevice,
  countSignInRefusal,
  startAttempt,
  tooManyAttempts,
} from "~/http/sign-in.server";
import { staffHeadersWithAction, staffMeta, staffLinks } from "./staff-page";
import { refuseForm } from "~/http/answers.server";
import { refusedPart } from "~/lib/form-result";

// The staff sign-in page (spec §2: title "Login" with the centre's name, "Access Your Account").
// It works without script. A wrong address and a wrong password get the same answer, and
// tries are counted per address and per account (429 with Retry-After past the limits).

const schema = z.object({
  email: formText({
    max: 254,
    tooLong: signInText.missing,
    required: signInText.missing,
  }).transform((value) => value.toLowerCase()),
  password: z
    .string({ error: signInText.missing })
    .min(1, signInText.missing)
    .max(passwordRules.sentMax, signInText.wrongCredentials),
  redirectTo: z.string().optional(),
});

export async function loader({ request }: Route.LoaderArgs) {
  if (await currentStaff(request)) {
    throw redirect(safeReturnPath(new URL(request.url).searchParams.get("redirectTo")));
  }
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossOrigin(request);
  const { ip } = context.get(requestContext);
  const { submission } = await readAdminForm(request, schema);
  if (submission.status !== "success") {
    return refuseForm(400, {
      message: signInText.missing,
      reply: submission.reply({ hideFields: ["password"] }),
    });
  }
  const { email, password, redirectTo } = submission.value;
  // The try is counted before the password is checked, so a burst gets no more checks than
  // the limits allow; a right password gives its place back.
  const attempt = await startAttempt(request, ip, { account: email, secret: "password" });
  if (!attempt.allowed) {
    return tooManyAttempts(
      signInText.tooMany,
      attempt.retryAfterSeconds,
      submission.reply({ hideFields: ["password"] }),
    );
  }
  const step = await passwordStep(request.headers, email, password);
  const back = safeReturnPath(redirectTo);
  if (step.outcome === "refused") {
    countSignInRefusal("wrong-password");
    return refuseForm(401, {
      message: signInText.wrongCredentials,
      reply: submission.reply({ hideFields: ["password"] }),
    });
  }
  await attempt.succeeded();
  if (step.outcome === "second-step") {
    return redirectWithCookies(
      `/admin/login/two-factor?redirectTo=${encodeURIComponent(back)}`,
      step.headers,
    );
  }
  return redirectWithCookies(back, step.headers, await rememberDevice(request, email));
}

export const headers = staffHeadersWithAction;

export const links = staffLinks;

export function meta() {
  return staffMeta(signInText.title);
}

export default function StaffLogin() {
  const result = refusedPart(useActionData<typeof action>());
  const [params] = useSearchParams();
  const notices: Record<string, string> = {
    "password-set": signInText.passwordSaved,
    "password-changed": signInText.passwordChanged,
    expired: signInText.expired,
    "second-step": signInText.secondStepNeeded,
  };
  const notice = notices[params.get("notice") ?? ""] ?? null;
  return (
    <SignInCard heading={signInText.heading} intro={signInText.intro}>
      <Form method="post" className="flex flex-col gap-4">
        {notice ? (
          <p role="status" className="rounded-control bg-surface-muted p-3 font-medium text-ink">
            {notice}
          </p>
        ) : null}
        <FormError message={result?.message} />
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
        <TextField
          name="email"
          label={signInText.email}
          type="email"
          autoComplete="username"
          required
          maxLength={254}
          reply={result?.reply}
        />
        <PasswordField purpose="current" name="password" label={signInText.password} />
        <Link
          to="/admin/forgot-password"
          className="-mt-2 inline-flex min-h-11 items-center self-start text-primary underline underline-offset-4"
        >
          {signInText.forgotPassword}
        </Link>
        <SubmitButton pendingLabel={signInText.pending} className="w-full">
          {signInText.submit}
        </SubmitButton>
      </Form>
    </SignInCard>
  );
}
