import { useState } from "react";
import { accountText as text } from "~/content/admin/account";
import { adminText } from "~/content/admin/frame";
import { studio } from "~/content/studio";
import { useHydrated } from "~/lib/use-hydrated";
import { Button } from "~/components/ui/button";
import { PasswordField, SubmitButton, type Reply } from "./form";
import { StaffForm } from "./staff-form";

// Backup codes on My Account: a new set shown once (copied, printed or downloaded as text; the
// download works without script), and, while two-step sign-in is on, how many are left with a
// form for a new set.

/** The codes as a text file: a line saying what they are, then one code a line. */
function codesFile(codes: string[], email: string): string {
  const body = [text.codesFileHeading(studio.name, email), "", ...codes, ""].join("\n");
  return `data:text/plain;charset=utf-8,${encodeURIComponent(body)}`;
}

export function BackupCodeList({ codes, email }: { codes: string[]; email: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(codes.join("\n"));
    setCopied(true);
  };
  return (
    <>
      <ul
        className="grid grid-cols-2 gap-2 font-mono text-lg sm:grid-cols-5"
        data-testid="backup-codes"
        translate="no"
      >
        {codes.map((code) => (
          <li key={code} className="rounded-control bg-surface-muted px-2 py-2 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2 print:hidden">
        {hydrated ? (
          <>
            <Button type="button" variant="outline" onClick={copy}>
              {copied ? text.copied : text.copyCodes}
            </Button>
            <Button type="button" variant="outline" onClick={() => window.print()}>
              {text.printCodes}
            </Button>
          </>
        ) : null}
        <Button asChild variant="outline">
          <a href={codesFile(codes, email)} download={text.codesFileName}>
            {text.downloadCodes}
          </a>
        </Button>
      </div>
    </>
  );
}

export function BackupCodesLeft({
  left,
  reply,
  message,
}: {
  left: number;
  reply?: Reply;
  message?: string;
}) {
  const low = left <= 3;
  return (
    <div className="flex flex-col gap-3 border-t border-border pt-4">
      <p className={low ? "font-semibold text-danger" : "text-ink"} data-testid="codes-left">
        {text.codesLeft(left)} {low ? text.codesLow : null}
      </p>
      <details open={Boolean(reply) || Boolean(message) || low} className="max-w-sm">
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-primary">
          {text.newCodesHeading}
        </summary>
        <StaffForm
          id="new-codes"
          reply={reply}
          message={message}
          className="mt-2 flex flex-col gap-3"
        >
          <p className="text-ink-muted">{text.newCodesIntro}</p>
          <PasswordField
            purpose="current"
            name="currentPassword"
            label={text.confirmPassword}
            reply={reply}
            required
          />
          <div>
            <SubmitButton intent="codes" pendingLabel={adminText.saving}>
              {text.newCodes}
            </SubmitButton>
          </div>
        </StaffForm>
      </details>
    </div>
  );
}
