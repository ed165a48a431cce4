import { data, Form, useActionData, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/staff";
import { adminText } from "~/content/admin/frame";
import { staffText as text } from "~/content/admin/staff";
import { getDb } from "~/infra/db.server";
import { siteUrlMissing } from "~/infra/env.server";
import { formatStaffDay } from "~/model/times";
import { now } from "~/infra/clock.server";
import {
  FormError,
  SelectField,
  SubmitButton,
  TextField,
  type Reply,
} from "~/components/admin/form";
import { AdminHeading } from "~/components/admin/admin-frame";
import { StaffForm } from "~/components/admin/staff-form";
import { Button } from "~/components/ui/button";
import { mailPasswordLink, passwordLinkUrl } from "~/services/delivery/staff-link.server";
import { staffAuth } from "~/services/staff/auth.server";
import { addStaffSchema } from "~/services/staff/schema";
import { isTwoFactorRequired, setTwoFactorRequired } from "~/services/staff/settings.server";
import {
  addStaff,
  changeRole,
  removeStaff,
  resetTwoStep,
  StaffRuleError,
} from "~/services/staff/staff.server";
import { createPasswordLink } from "~/services/staff/password-links.server";
import { findStaff, listStaff } from "~/services/staff/staff-list.server";
import { staffRoles } from "~/model/staff";
import {
  intentOf,
  parseAdminForm,
  redirectWithNotice,
  requireOwner,
} from "~/http/staff-access.server";
import { refuseForm } from "~/http/answers.server";
import { readFormData } from "~/http/form-post.server";
import {
  type PasswordLink,
  PasswordLinkPanel,
  StaffMemberRow,
} from "~/components/admin/staff-member";
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
    siteUrlMissing: siteUrlMissing(),
    members: members.map((member) => ({
      ...member,
      since: formatStaffDay(member.createdAt, now()),
    })),
  };
}

const idSchema = z.object({ id: z.string().min(1).max(100) });
const roleSchema = idSchema.extend({ role: z.enum(staffRoles) });
const settingSchema = z.object({ required: z.literal("on").optional() });

type Answer = {
  reply?: Reply;
  message?: string;
  link?: PasswordLink;
};

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireOwner(request);
  const form = await readFormData(request);
  const intent = intentOf(form);
  const db = getDb();
  try {
    if (intent === "add") {
      const submission = parseAdminForm(form, addStaffSchema);
      if (submission.status !== "success") return refuseForm(400, { reply: submission.reply() });
      const added = submission.value;
      // An address already in use: said beside the field, with what was typed kept.
      const made = await addStaff(staffAuth(), db, actor, added).catch((error: unknown) => {
        if (error instanceof StaffRuleError) return error;
        throw error;
      });
      if (made instanceof StaffRuleError) {
        return refuseForm(409, {
          reply: submission.reply({ fieldErrors: { email: [made.message] } }),
        });
      }
      const { id, passwordToken } = made;
      const url = passwordLinkUrl(passwordToken ?? "");
      const mailedTo = passwordToken
        ? await mailPasswordLink(db, { id, name: added.name, email: added.email }, url)
        : null;
      return data({
        reply: submission.reply({ resetForm: true }),
        link: { name: added.name, email: added.email, url, mailedTo },
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
      const url = passwordLinkUrl(await createPasswordLink(staffAuth(), member.id));
      const mailedTo = await mailPasswordLink(db, member, url);
      return data({ link: { name: member.name, email: member.email, url, mailedTo } });
    }
    if (intent === "reset-two-step") {
      const submission = parseAdminForm(form, idSchema);
      if (submission.status !== "success")
        return refuseForm(400, { message: adminText.saveFailed });
      await resetTwoStep(db, actor, submission.value.id);
      return redirectWithNotice("/admin/staff", "two-step-reset");
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
      {loaderData.siteUrlMissing ? (
        <p
          role="alert"
          className="mb-6 rounded-card border border-danger/40 bg-danger-surface p-4 text-ink"
        >
          {text.siteUrlMissing}
        </p>
      ) : null}
      {result?.link ? <PasswordLinkPanel link={result.link} /> : null}
      <ul className="flex flex-col gap-3" aria-label={text.heading}>
        {members.map((member) => (
          <StaffMemberRow
            key={member.id}
            member={member}
            isMe={member.id === me}
            confirming={confirming === member.id}
            confirmingReset={params.get("reset") === member.id}
          />
        ))}
      </ul>
      <section aria-labelledby="add-heading" className="mt-8 max-w-xl">
        <h2 id="add-heading" className="mb-3 text-xl font-bold text-ink">
          {text.add}
        </h2>
        <StaffForm id="add-staff" reply={result?.reply} className="flex flex-col gap-4">
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
        </StaffForm>
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
      <section aria-labelledby="data-heading" className="mt-8 max-w-xl">
        <h2 id="data-heading" className="mb-3 text-xl font-bold text-ink">
          {text.dataHeading}
        </h2>
        <p className="mb-3 text-ink-muted">{text.dataText}</p>
        <Button asChild variant="outline">
          <a href="/admin/export.zip" download>
            {text.dataDownload}
          </a>
        </Button>
      </section>
    </>
  );
}
