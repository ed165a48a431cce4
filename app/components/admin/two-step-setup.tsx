import { Form, Link } from "react-router";
import { accountText as text } from "~/content/admin/account";
import { adminText } from "~/content/admin/frame";
import { signInText } from "~/content/admin/sign-in";
import { Button } from "~/components/ui/button";
import { FormError, SubmitButton, TextField, type Reply } from "./form";
import { BackupCodeList, BackupCodesLeft } from "./backup-codes";

// The account page's two-step sign-in panel, in the order a person meets it: off (the password
// first), the code to scan and confirm, the backup codes shown once, and on.

/** What the page needs to show the code to scan: the picture, the key typed by hand, the URI. */
export type Enrolment = { qr: string; key: string; totpURI: string };

export function TwoStepSetup({
  answer,
  backupCodes,
  codesLeft,
  email,
  enabled,
  required,
}: {
  answer?: { form?: string; reply?: Reply; message?: string; enrolment?: Enrolment };
  backupCodes: string[] | null;
  codesLeft: number | null;
  email: string;
  enabled: boolean;
  required: boolean;
}) {
  if (backupCodes) {
    return (
      <div className="flex flex-col gap-3">
        <p role="status" className="font-semibold text-ink">
          {text.twoFactorOn}
        </p>
        <h3 className="text-lg font-bold text-ink">{text.backupHeading}</h3>
        <p className="text-ink-muted">{text.backupIntro}</p>
        <BackupCodeList codes={backupCodes} email={email} />
        <div className="print:hidden">
          <Button asChild>
            <Link to="/admin?notice=two-factor-on">{text.done}</Link>
          </Button>
        </div>
      </div>
    );
  }
  if (enabled) {
    return (
      <div className="flex flex-col gap-3">
        <p className="font-semibold text-ink">{text.twoFactorOn}</p>
        {codesLeft === null ? null : (
          <BackupCodesLeft
            left={codesLeft}
            reply={answer?.form === "codes" ? answer.reply : undefined}
            message={answer?.form === "codes" ? answer.message : undefined}
          />
        )}
      </div>
    );
  }
  if (answer?.enrolment) {
    const { qr, key, totpURI } = answer.enrolment;
    return (
      <div className="flex flex-col gap-4">
        <p>{text.scan}</p>
        <div
          role="img"
          aria-label={text.scan}
          className="size-56 rounded-card border border-border bg-white p-2 [&_svg]:size-full"
          dangerouslySetInnerHTML={{ __html: qr }}
        />
        <div>
          <Button asChild variant="outline">
            <a href={totpURI} aria-describedby="add-to-app-help">
              {text.addToApp}
            </a>
          </Button>
          <p id="add-to-app-help" className="mt-1 text-sm text-ink-muted">
            {text.addToAppHelp}
          </p>
        </div>
        <p>
          <span className="font-semibold">{text.key}: </span>
          <code className="break-words" data-testid="totp-key">
            {key}
          </code>
        </p>
        <Form method="post" className="flex max-w-sm flex-col gap-3">
          <FormError message={answer.message} />
          <input type="hidden" name="totpURI" value={totpURI} />
          <TextField
            name="code"
            label={text.confirmCode}
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]{6}"
            maxLength={6}
            required
          />
          <div>
            <SubmitButton intent="confirm" pendingLabel={signInText.verifying}>
              {text.confirm}
            </SubmitButton>
          </div>
        </Form>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {required ? (
        <p role="alert" className="font-semibold text-danger">
          {text.required}
        </p>
      ) : null}
      <p className="text-ink-muted">{text.twoFactorOffIntro}</p>
      <Form method="post" className="flex max-w-sm flex-col gap-3">
        <FormError message={answer?.message} />
        <TextField
          name="password"
          label={text.confirmPassword}
          type="password"
          autoComplete="current-password"
          required
        />
        <div>
          <SubmitButton intent="enable" pendingLabel={adminText.saving}>
            {text.start}
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}
