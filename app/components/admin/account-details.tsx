import { accountText as text } from "~/content/admin/account";
import { adminText } from "~/content/admin/frame";
import { signInText } from "~/content/admin/sign-in";
import { PasswordField, SubmitButton, TextField, type Reply } from "./form";
import { StaffForm } from "./staff-form";

// My Account's forms for one's own name, sign-in email and password. Each shows its own errors:
// `answered` is the form a refused post came from.

export function AccountDetails({
  name,
  email,
  answered,
  reply,
  message,
}: {
  name: string;
  email: string;
  answered?: string;
  reply?: Reply;
  /** A refusal of the whole form `answered` (too many password tries). */
  message?: string;
}) {
  const replyTo = (form: string) => (answered === form ? reply : undefined);
  const messageTo = (form: string) => (answered === form ? message : undefined);
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="details-heading" className="flex max-w-xl flex-col gap-6">
        <h2 id="details-heading" className="text-xl font-bold text-ink">
          {text.detailsHeading}
        </h2>
        <StaffForm
          id="account-name"
          reply={replyTo("name")}
          message={messageTo("name")}
          className="flex flex-col gap-3"
        >
          <TextField
            name="name"
            label={text.name}
            hint={text.nameHelp}
            defaultValue={name}
            autoComplete="name"
            maxLength={80}
            required
            reply={replyTo("name")}
          />
          <div>
            <SubmitButton intent="name" pendingLabel={adminText.saving} variant="outline">
              {text.saveName}
            </SubmitButton>
          </div>
        </StaffForm>
        <StaffForm
          id="account-email"
          reply={replyTo("email")}
          message={messageTo("email")}
          className="flex flex-col gap-3"
        >
          <TextField
            name="email"
            type="email"
            label={text.email}
            hint={text.emailHelp}
            defaultValue={email}
            autoComplete="email"
            maxLength={254}
            required
            reply={replyTo("email")}
          />
          <PasswordField
            purpose="current"
            name="currentPassword"
            label={text.emailPassword}
            required
            reply={replyTo("email")}
          />
          <div>
            <SubmitButton intent="email" pendingLabel={adminText.saving} variant="outline">
              {text.saveEmail}
            </SubmitButton>
          </div>
        </StaffForm>
      </section>
      <section aria-labelledby="password-heading" className="flex max-w-xl flex-col gap-3">
        <h2 id="password-heading" className="text-xl font-bold text-ink">
          {text.passwordHeading}
        </h2>
        <p className="text-ink-muted">{text.passwordIntro}</p>
        <StaffForm
          id="account-password"
          reply={replyTo("password")}
          message={messageTo("password")}
          className="flex flex-col gap-3"
        >
          <PasswordField
            purpose="current"
            name="currentPassword"
            label={text.currentPassword}
            required
            reply={replyTo("password")}
          />
          <PasswordField
            purpose="new"
            name="password"
            label={signInText.newPassword}
            required
            reply={replyTo("password")}
          />
          <PasswordField
            purpose="new"
            name="confirm"
            label={signInText.confirmPassword}
            required
            reply={replyTo("password")}
          />
          <div>
            <SubmitButton intent="password" pendingLabel={adminText.saving} variant="outline">
              {text.changePassword}
            </SubmitButton>
          </div>
        </StaffForm>
      </section>
    </div>
  );
}
