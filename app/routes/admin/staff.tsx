import { data, Form, Link, useActionData, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/staff";
import { adminText } from "~/content/admin/frame";
import { staffText as text } from "~/content/admin/staff";
import { getDb } from "~/infra/db.server";
import { siteOrigin } from "~/infra/env.server";
import { formatLongDay } from "~/model/times";
import {
  ActionForm,
  ConfirmPanel,
  FormError,
  SelectField,
  SubmitButton,
  TextField,
  type Reply,
} from "~/components/admin/form";
import { AdminHeading } from "~/components/admin/admin-frame";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { mailPasswordLink } from "~/services/delivery/staff-link.server";
import { staffAuth } from "~/services/staff/auth.server";
import { addStaffSchema } from "~/services/staff/schema";
import { isTwoFactorRequired, setTwoFactorRequired } from "~/services/staff/settings.server";
import { addStaff, changeRole, removeStaff, StaffRuleError } from "~/services/staff/staff.server";
import { createPasswordLink } from "~/services/staff/password-links.server";
import { findStaff, listStaff } from "~/services/staff/staff-list.server";
import { passwordLinkHours, staffRoles } from "~/services/staff/staff-roles";
import {
  intentOf,
  parseAdminForm,
  redirectWithNotice,
  requireOwner,
} from "~/http/staff-access.server";
import { refuseForm } from "~/http/answers.server";
import { readFormData } from "~/http/form-post.server";
import { staffMeta } from "./staff-page";

// Owners only: the staff list, adding someone (with a one-time link to set a password, shown
// here to pass on), changing a role, removing someone, and requiring two-step sign-in.

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireOwner(request);
  const db = getDb();
  const [members, required] = await Promise.all([listStaff(db), isTwoFactorRequired(db)]);
  return {
    me: user.id,
    required,
    members: members.map((member) => ({ ...member, since: formatLongDay(member.createdAt) })),
  };
}

const idSchema = z.object({ id: z.string().min(1).max(100) });
const roleSchema = idSchema.extend({ role: z.enum(staffRoles) });
const settingSchema = z.object({ required: z.literal("on").optional() });

type Answer = {
  reply?: Reply;
  message?: string;
  link?: { name: string; url: string; mailedTo: string | null };
};

function linkFor(token: string): string {
  return `${siteOrigin()}/admin/set-password/${token}`;
}

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireOwner(request);
  const form = await readFormData(request);
  const intent = intentOf(form);
  const db = getDb();
  try {
    if (intent === "add") {
      const submission = parseAdminForm(form, addStaffSchema);
      if (submission.status !== "success")
        return refuseForm(400, { reply: submission.reply() });
      const added = submission.value;
      const { id, passwordToken } = await addStaff(staffAuth(), db, actor, added);
      const url = linkFor(passwordToken ?? "");
      const mailedTo = passwordToken
        ? await mailPasswordLink(db, { id, name: added.name, email: added.email }, url)
        : null;
      return data({
        reply: submission.reply({ resetForm: true }),
        link: { name: submission.value.name, url, mailedTo },
      });
    }
    if (intent === "role") {
      const submission = parseAdminForm(form, roleSchema);
      if (submission.status !== "success")
        return refuseForm(400, { message: adminText.saveFailed });
      await changeRole(db, actor, submission.value.id, submission.value.role);
      return redirectWithNotice("/admin/staff", "role-changed");
    }
    if (intent === "remove") {
      const submission = parseAdminForm(form, idSchema);
      if (submission.status !== "success")
        return refuseForm(400, { message: adminText.saveFailed });
      await removeStaff(db, actor, submission.value.id);
      return redirectWithNotice("/admin/staff", "staff-removed");
    }
    if (intent === "link") {
      const submission = parseAdminForm(form, idSchema);
      const member =
        submission.status === "success" ? await findStaff(db, submission.value.id) : null;
      if (!member) return refuseForm(404, { message: adminText.notFound });
      const url = linkFor(await createPasswordLink(staffAuth(), member.id));
      const mailedTo = await mailPasswordLink(db, member, url);
      return data({ link: { name: member.name, url, mailedTo } });
    }
    if (intent === "require") {
      const submission = parseAdminForm(form, settingSchema);
      if (submission.status !== "success")
        return refuseForm(400, { message: adminText.saveFailed });
      await setTwoFactorRequired(db, actor, submission.value.required === "on");
      return redirectWithNotice("/admin/staff", "settings-saved");
    }
  } catch (error) {
    if (error instanceof StaffRuleError) return refuseForm(409, { message: error.message });
    throw error;
  }
  return refuseForm(400, { message: adminText.saveFailed });
}

export function meta() {
  return staffMeta(text.heading);
}

export default function Staff({ loaderData }: Route.ComponentProps) {
  const { members, me, required } = loaderData;
  const result = useActionData<typeof action>() as Answer | undefined;
  const [params] = useSearchParams();
  const confirming = params.get("confirm");
  return (
    <>
      <AdminHeading title={text.heading} />
      <FormError message={result?.message} />
      {result?.link ? (
        <section
          aria-labelledby="link-heading"
          className="mb-6 rounded-card border border-primary/40 bg-surface p-5"
        >
          <h2 id="link-heading" className="text-lg font-bold text-ink">
            {text.linkHeading}
          </h2>
          <p className="mt-1 text-ink-muted">
            {text.linkIntro(result.link.name, passwordLinkHours)}
          </p>
          {result.link.mailedTo ? (
            <p className="mt-1 text-ink" data-testid="link-mailed">
              {text.linkMailed(result.link.mailedTo)}
            </p>
          ) : null}
          <input
            readOnly
            aria-label={text.linkHeading}
            value={result.link.url}
            data-testid="password-link"
            className="mt-3 w-full rounded-control border border-border bg-surface-muted px-3 py-2 font-mono text-sm"
            onFocus={(event) => event.currentTarget.select()}
          />
        </section>
      ) : null}
      <ul className="flex flex-col gap-3" aria-label={text.heading}>
        {members.map((member) => (
          <li
            key={member.id}
            className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4"
          >
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
            {confirming === member.id ? (
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
                  <SubmitButton
                    intent="role"
                    pendingLabel={adminText.saving}
                    variant="outline"
                    size="sm"
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
                {member.id === me ? null : (
                  <Button asChild variant="ghost" size="sm">
                    <Link to={`?confirm=${member.id}`} preventScrollReset>
                      {text.remove}
                    </Link>
                  </Button>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
      <section aria-labelledby="add-heading" className="mt-8 max-w-xl">
        <h2 id="add-heading" className="mb-3 text-xl font-bold text-ink">
          {text.add}
        </h2>
        <Form method="post" className="flex flex-col gap-4">
          <TextField name="name" label={text.name} required maxLength={80} reply={result?.reply} />
          <TextField
            name="email"
            label={text.email}
            type="email"
            required
            maxLength={254}
            reply={result?.reply}
          />
          <SelectField
            name="role"
            label={text.role}
            hint={text.roleHelp}
            defaultValue="staff"
            options={staffRoles.map((role) => ({ value: role, label: text.roles[role] }))}
          />
          <div>
            <SubmitButton intent="add" pendingLabel={adminText.saving}>
              {text.add}
            </SubmitButton>
          </div>
        </Form>
      </section>
      <section aria-labelledby="security-heading" className="mt-8 max-w-xl">
        <h2 id="security-heading" className="mb-3 text-xl font-bold text-ink">
          {text.security}
        </h2>
        <Form method="post" className="flex flex-col gap-3">
          <label className="flex min-h-11 items-start gap-3">
            <input
              type="checkbox"
              name="required"
              defaultChecked={required}
              className="mt-1 size-5 accent-primary"
            />
            <span>
              <span className="font-semibold">{text.requireTwoFactor}</span>
              <span className="block text-sm text-ink-muted">{text.requireTwoFactorHelp}</span>
            </span>
          </label>
          <div>
            <SubmitButton intent="require" pendingLabel={adminText.saving} variant="outline">
              {adminText.save}
            </SubmitButton>
          </div>
        </Form>
      </section>
    </>
  );
}
