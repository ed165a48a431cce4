import { data, useActionData } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/account";
import { accountText as text } from "~/content/admin/account";
import { adminText } from "~/content/admin/frame";
import { signInText } from "~/content/admin/sign-in";
import { getDb } from "~/infra/db.server";
import { formatStaffTime } from "~/model/times";
import { now } from "~/infra/clock.server";
import { qrCodeSvg } from "~/lib/qr-code.server";
import { describeUserAgent } from "~/lib/user-agent";
import { ActionForm } from "~/components/admin/action-forms";
import type { Reply } from "~/components/admin/form";
import { AdminHeading } from "~/components/admin/admin-frame";
import { staffAuth } from "~/services/staff/auth.server";
import { isTwoFactorRequired } from "~/services/staff/settings.server";
import { endOtherSessions, endSession, listSessions } from "~/services/staff/sessions.server";
import {
  backupCodesLeft,
  confirmTwoStep,
  startTwoStep,
  takeBackupCodesToShow,
} from "~/services/staff/two-step.server";
import { accountAction } from "~/http/account-actions.server";
import { AccountDetails } from "~/components/admin/account-details";
import { requestContext } from "~/infra/request-context";
import { readFormData } from "~/http/form-post.server";
import {
  intentOf,
  parseAdminForm,
  redirectWithNotice,
  requireStaff,
} from "~/http/staff-access.server";
import { redirectWithCookies, startAttempt, tooManyAttempts } from "~/http/sign-in.server";
import { noStore, refuseForm } from "~/http/answers.server";
import { type Enrolment, TwoStepSetup } from "~/components/admin/two-step-setup";
import { staffHeadersWithAction, staffMeta } from "./staff-page";

// A staff member's own account: their name, email and password; two-step sign-in (a QR code,
// an "add to authenticator app" link and the key as text, confirmed with a code, then ten backup
// codes shown once; then how many are left, and a new set); and the sessions signed in, with
// signing out any of them or all but this one.

export async function loader({ request }: Route.LoaderArgs) {
  const { user, sessionId } = await requireStaff(request);
  const db = getDb();
  const [sessions, required, backupCodes, codesLeft] = await Promise.all([
    listSessions(db, user.id, sessionId),
    isTwoFactorRequired(db),
    takeBackupCodesToShow(staffAuth(), user.id),
    user.twoFactorEnabled ? backupCodesLeft(staffAuth(), user.id) : null,
  ]);
  const today = now();
  return {
    name: user.name,
    email: user.email,
    twoFactorEnabled: user.twoFactorEnabled,
    required,
    backupCodes,
    codesLeft,
    sessions: sessions.map((session) => ({
      ...session,
      signedIn: formatStaffTime(session.createdAt, today, { zone: true }),
      lastActive: formatStaffTime(session.lastActiveAt, today, { zone: true }),
    })),
  };
}

async function enrolmentOf(totpURI: string): Promise<Enrolment> {
  const key = new URL(totpURI).searchParams.get("secret") ?? "";
  return {
    qr: await qrCodeSvg(totpURI),
    key: key.replace(/(.{4})/g, "$1 ").trim(),
    totpURI,
  };
}

const accountSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("enable"), password: z.string().min(1).max(1024) }),
  z.object({
    intent: z.literal("confirm"),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/),
    totpURI: z.string().startsWith("otpauth://totp/").max(500),
  }),
  z.object({ intent: z.literal("end-session"), id: z.string().min(1).max(100) }),
  z.object({ intent: z.literal("end-others") }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  const signedIn = await requireStaff(request);
  const { user, actor, sessionId } = signedIn;
  const { ip } = context.get(requestContext);
  const form = await readFormData(request);
  const intent = intentOf(form);
  if (intent === "name" || intent === "email" || intent === "password" || intent === "codes") {
    return accountAction(intent, form, { request, ip, signedIn });
  }
  const submission = parseAdminForm(form, accountSchema);
  const db = getDb();

  if (intent === "enable") {
    if (submission.status !== "success" || submission.value.intent !== "enable") {
      return refuseForm(400, { message: text.wrongPassword });
    }
    // The password is checked under the same limits as at sign-in.
    const attempt = await startAttempt(request, ip, { account: user.email, secret: "password" });
    if (!attempt.allowed) {
      return tooManyAttempts(signInText.tooMany, attempt.retryAfterSeconds);
    }
    const started = await startTwoStep(request.headers, submission.value.password);
    if (started === "wrong-password") return refuseForm(400, { message: text.wrongPassword });
    await attempt.succeeded();
    return data({ enrolment: await enrolmentOf(started.totpURI) }, { headers: noStore });
  }

  if (intent === "confirm") {
    const totpURI = String(form.get("totpURI") ?? "");
    const retry = async (status: 400 | 401, message: string = signInText.wrongCode) =>
      refuseForm(status, {
        message,
        enrolment: totpURI.startsWith("otpauth://totp/") ? await enrolmentOf(totpURI) : undefined,
      });
    if (submission.status !== "success" || submission.value.intent !== "confirm") {
      return retry(400);
    }
    // Already on (a second post of the form): nothing to confirm.
    if (user.twoFactorEnabled) return redirectWithNotice("/admin/account", "two-factor-on");
    const attempt = await startAttempt(request, ip, { account: user.email, secret: "code" });
    if (!attempt.allowed) {
      return tooManyAttempts(signInText.tooMany, attempt.retryAfterSeconds);
    }
    const confirmed = await confirmTwoStep(db, request.headers, actor, submission.value.code);
    if (confirmed.outcome !== "on") {
      return retry(401, confirmed.outcome === "used" ? signInText.codeUsed : signInText.wrongCode);
    }
    await attempt.succeeded();
    // The backup codes are shown by the page this redirects to, once, with or without script.
    return redirectWithCookies("/admin/account", confirmed.headers);
  }

  if (intent === "end-session") {
    if (
      submission.status === "success" &&
      submission.value.intent === "end-session" &&
      submission.value.id !== sessionId
    ) {
      await endSession(db, actor, submission.value.id);
    }
    return redirectWithNotice("/admin/account", "session-ended");
  }

  if (intent === "end-others") {
    await endOtherSessions(db, actor, sessionId);
    return redirectWithNotice("/admin/account", "sessions-ended");
  }
  return refuseForm(400, { message: adminText.saveFailed });
}

export const headers = staffHeadersWithAction;

export function meta() {
  return staffMeta(text.heading);
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>() as
    { form?: string; reply?: Reply; message?: string; enrolment?: Enrolment } | undefined;
  const { sessions, twoFactorEnabled, required, backupCodes, codesLeft, name, email } = loaderData;
  return (
    <>
      <AdminHeading title={text.heading} />
      <section
        aria-labelledby="two-factor-heading"
        className="mb-10 rounded-card border border-border bg-surface p-5"
      >
        <h2 id="two-factor-heading" className="mb-3 text-xl font-bold text-ink">
          {text.twoFactorHeading}
        </h2>
        <TwoStepSetup
          // The answer to one of the details forms is theirs alone (new codes are part of this).
          answer={answer?.form && answer.form !== "codes" ? undefined : answer}
          backupCodes={backupCodes}
          codesLeft={codesLeft}
          email={email}
          enabled={twoFactorEnabled}
          required={required}
        />
      </section>
      <div className="mb-10">
        <AccountDetails
          name={name}
          email={email}
          answered={answer?.form}
          reply={answer?.reply}
          message={answer?.message}
        />
      </div>
      <section aria-labelledby="sessions-heading">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h2 id="sessions-heading" className="text-xl font-bold text-ink">
            {text.sessionsHeading}
          </h2>
          {sessions.length > 1 ? (
            <ActionForm
              intent="end-others"
              label={text.endOthers}
              pendingLabel={adminText.saving}
            />
          ) : null}
        </div>
        <ul className="flex flex-col gap-2" data-testid="sessions">
          {sessions.map((session) => (
            <li
              key={session.id}
              className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words text-ink">
                  {describeUserAgent(session.userAgent) ?? text.unknownDevice}
                  {session.current ? (
                    <span className="ml-2 text-accent">({text.thisDevice})</span>
                  ) : null}
                </p>
                <p className="text-sm text-ink-muted">
                  {text.signedIn} {session.signedIn} · {text.lastActive} {session.lastActive}
                  {session.ipAddress ? ` · ${session.ipAddress}` : ""}
                </p>
              </div>
              {session.current ? null : (
                <ActionForm
                  intent="end-session"
                  label={text.endSession}
                  pendingLabel={adminText.saving}
                  fields={{ id: session.id }}
                />
              )}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
