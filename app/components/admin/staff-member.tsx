import { useState } from "react";
import { Form, Link } from "react-router";
import { adminText } from "~/content/admin/frame";
import { staffText as text } from "~/content/admin/staff";
import { passwordLinkHours, type StaffMember, staffRoles } from "~/model/staff";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";
import { SubmitButton } from "./form";
import { ActionForm, ConfirmPanel } from "./action-forms";

// The staff page's parts: one member (role, two-step sign-in, password; change the role, send a
// new password link, reset their two-step sign-in or remove them, each after a confirmation),
// and the password link just made, to copy, share or email.

export type PasswordLink = { name: string; email: string; url: string; mailedTo: string | null };

/** Copy, and Share where the browser can (a phone's share sheet); Email it works without script. */
function PassOnLink({ link }: { link: PasswordLink }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const canShare = hydrated && typeof navigator.share === "function";
  const body = text.linkMailBody(link.name, link.url, passwordLinkHours);
  const mailto = `mailto:${encodeURIComponent(link.email)}?subject=${encodeURIComponent(text.linkMailSubject)}&body=${encodeURIComponent(body)}`;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {hydrated ? (
        <Button
          type="button"
          onClick={async () => {
            await navigator.clipboard.writeText(link.url);
            setCopied(true);
          }}
        >
          {copied ? text.copied : text.copyLink}
        </Button>
      ) : null}
      {canShare ? (
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            navigator.share({ title: text.linkMailSubject, text: body }).catch(() => undefined)
          }
        >
          {text.shareLink}
        </Button>
      ) : null}
      <Button asChild variant="outline">
        <a href={mailto}>{text.emailLink}</a>
      </Button>
    </div>
  );
}

export function PasswordLinkPanel({ link }: { link: PasswordLink }) {
  return (
    <section
      aria-labelledby="link-heading"
      className="mb-6 rounded-card border border-primary/40 bg-surface p-5"
    >
      <h2 id="link-heading" className="text-lg font-bold text-ink">
        {text.linkHeading}
      </h2>
      <p className="mt-1 text-ink-muted">{text.linkIntro(link.name, passwordLinkHours)}</p>
      {link.mailedTo ? (
        <p className="mt-1 text-ink" data-testid="link-mailed">
          {text.linkMailed(link.mailedTo)}
        </p>
      ) : null}
      <p
        data-testid="password-link"
        translate="no"
        className="mt-3 rounded-control border border-border bg-surface-muted px-3 py-2 font-mono text-sm break-all select-all"
      >
        {link.url}
      </p>
      <PassOnLink link={link} />
    </section>
  );
}

export function StaffMemberRow({
  member,
  isMe,
  confirming,
  confirmingReset,
}: {
  member: StaffMember;
  isMe: boolean;
  confirming: boolean;
  confirmingReset: boolean;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-ink">{member.name}</span>
        <span className="break-words text-ink-muted">{member.email}</span>
        <Badge variant={member.role === "owner" ? "primary" : "outline"}>
          {text.roles[member.role]}
        </Badge>
        <Badge variant="outline">
          {text.twoFactor}: {member.twoFactorEnabled ? text.on : text.off}
        </Badge>
        {member.hasPassword ? null : <Badge variant="accent">{text.noPassword}</Badge>}
      </div>
      {confirmingReset ? (
        <ConfirmPanel
          question={text.resetTwoStepQuestion(member.name)}
          intent="reset-two-step"
          label={text.resetTwoStepConfirm}
          pendingLabel={adminText.saving}
          cancelTo="/admin/staff"
          fields={{ id: member.id }}
        />
      ) : confirming ? (
        <ConfirmPanel
          question={text.removeQuestion(member.name)}
          intent="remove"
          label={text.remove}
          pendingLabel={adminText.saving}
          cancelTo="/admin/staff"
          fields={{ id: member.id }}
        />
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <Form method="post" className="flex items-end gap-2">
            <input type="hidden" name="id" value={member.id} />
            <label className="flex flex-col gap-1 text-sm font-semibold">
              {text.role}
              <select
                name="role"
                defaultValue={member.role}
                className="min-h-11 rounded-control border border-border bg-surface px-2"
              >
                {staffRoles.map((role) => (
                  <option key={role} value={role}>
                    {text.roles[role]}
                  </option>
                ))}
              </select>
            </label>
            <SubmitButton
              intent="role"
              pendingLabel={adminText.saving}
              variant="outline"
              size="compact"
            >
              {text.changeRole}
            </SubmitButton>
          </Form>
          <ActionForm
            intent="link"
            label={text.newLink}
            pendingLabel={adminText.saving}
            fields={{ id: member.id }}
          />
          {isMe || !member.twoFactorEnabled ? null : (
            <Button asChild variant="outline" size="compact">
              <Link to={`?reset=${member.id}`} preventScrollReset>
                {text.resetTwoStep}
              </Link>
            </Button>
          )}
          {isMe ? null : (
            <Button asChild variant="ghost" size="compact">
              <Link to={`?confirm=${member.id}`} preventScrollReset>
                {text.remove}
              </Link>
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
