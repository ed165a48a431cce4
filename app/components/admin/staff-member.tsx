import { Form, Link } from "react-router";
import { adminText } from "~/content/admin/frame";
import { staffText as text } from "~/content/admin/staff";
import { passwordLinkHours, type StaffMember, staffRoles } from "~/model/staff";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { SubmitButton } from "./form";
import { ActionForm, ConfirmPanel } from "./action-forms";

// The staff page's parts: one member (role, two-step sign-in, password; change the role, send a
// new password link, remove with a confirmation), and the password link just made.

export type PasswordLink = { name: string; url: string; mailedTo: string | null };

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
      <input
        readOnly
        aria-label={text.linkHeading}
        value={link.url}
        data-testid="password-link"
        className="mt-3 w-full rounded-control border border-border bg-surface-muted px-3 py-2 font-mono text-sm"
        onFocus={(event) => event.currentTarget.select()}
      />
    </section>
  );
}

export function StaffMemberRow({
  member,
  isMe,
  confirming,
}: {
  member: StaffMember;
  isMe: boolean;
  confirming: boolean;
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
      {confirming ? (
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
                className="min-h-9 rounded-control border border-border bg-surface px-2"
              >
                {staffRoles.map((role) => (
                  <option key={role} value={role}>
                    {text.roles[role]}
                  </option>
                ))}
              </select>
            </label>
            <SubmitButton intent="role" pendingLabel={adminText.saving} variant="outline" size="sm">
              {text.changeRole}
            </SubmitButton>
          </Form>
          <ActionForm
            intent="link"
            label={text.newLink}
            pendingLabel={adminText.saving}
            fields={{ id: member.id }}
          />
          {isMe ? null : (
            <Button asChild variant="ghost" size="sm">
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
