import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Link, useNavigation } from "react-router";
import { adminText } from "~/content/admin/frame";
import { fieldError, keptValue } from "~/lib/form-reply";
import { passwordRules } from "~/model/staff";
import { Button, type ButtonProps } from "~/components/ui/button";
import { FieldError, fieldClassName, Input, Label, Textarea } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { useFieldId } from "./staff-form";

export { CheckboxField, CheckboxGroup } from "./checkbox-fields";

// The staff area's form parts. Every form is a real <form> that posts to its page's action and
// works without script; with script the post is sent in the page and the button says it is
// pending. A refused post comes back with Conform's reply: each field's error and its value.

export type Reply = SubmissionResult<string[]> | undefined;

type FieldProps = {
  name: string;
  label: string;
  reply?: Reply;
  defaultValue?: string;
  hint?: string;
  className?: string;
  /** Marks the label "(required)" and the control required. */
  required?: boolean;
};

/** What each control gets from its field: its id, name, kept or default value and its errors. */
type ControlProps = {
  id: string;
  name: string;
  defaultValue: string | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  required: boolean | undefined;
};

/**
 * A label, with "(required)" beside it for a field that must be filled. The mark stays outside
 * the <label>, so the field's name is its label alone; the control's own `required` says it to
 * assistive technology.
 */
function FieldLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: string;
  required?: boolean;
}) {
  if (!required) return <Label htmlFor={htmlFor}>{label}</Label>;
  return (
    <p className="flex flex-wrap items-baseline gap-x-1">
      <Label htmlFor={htmlFor}>{label}</Label>
      <span aria-hidden data-required-mark className="text-sm text-ink-muted">
        {adminText.required}
      </span>
    </p>
  );
}

/** A label, the control, its hint and its error, wired to each other. */
function Field({
  name,
  label,
  reply,
  defaultValue,
  hint,
  className,
  required,
  renderControl,
}: FieldProps & { renderControl: (props: ControlProps) => ReactNode }) {
  const id = useFieldId(name);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const error = fieldError(reply, name);
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ");
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {renderControl({
        id,
        name,
        defaultValue: keptValue(reply, name) ?? defaultValue,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
        required,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

export function TextField({
  name,
  label,
  reply,
  defaultValue,
  hint,
  className,
  required,
  ...input
}: FieldProps & Omit<React.ComponentProps<"input">, "name" | "defaultValue">) {
  return (
    <Field
      {...{ name, label, reply, defaultValue, hint, className, required }}
      renderControl={(props) => <Input {...props} {...input} />}
    />
  );
}

/**
 * A password box: "new" for setting one (the length rules shown by the browser), "current" for
 * signing in (only a bound on what is sent).
 */
export function PasswordField({ purpose, ...field }: FieldProps & { purpose: "new" | "current" }) {
  const bounds =
    purpose === "new"
      ? { minLength: passwordRules.min, maxLength: passwordRules.max }
      : { maxLength: passwordRules.sentMax };
  return (
    <TextField
      {...field}
      type="password"
      autoComplete={`${purpose}-password`}
      {...bounds}
      required
    />
  );
}

export function TextAreaField({
  name,
  label,
  reply,
  defaultValue,
  hint,
  className,
  required,
  ...textarea
}: FieldProps & Omit<React.ComponentProps<"textarea">, "name" | "defaultValue">) {
  return (
    <Field
      {...{ name, label, reply, defaultValue, hint, className, required }}
      renderControl={(props) => <Textarea {...props} {...textarea} />}
    />
  );
}

export function SelectField({
  options,
  onChange,
  ...field
}: FieldProps & {
  options: readonly { value: string; label: string }[];
  onChange?: React.ChangeEventHandler<HTMLSelectElement>;
}) {
  return (
    <Field
      {...field}
      renderControl={(props) => (
        <select {...props} onChange={onChange} className={cn(fieldClassName, "min-h-11")}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** The form-level error of a refused post (Conform's reply under ""), announced when it shows. */
export function FormError({ reply, message }: { reply?: Reply; message?: string }) {
  const text = message ?? reply?.error?.[""]?.[0];
  if (!text) return null;
  return (
    <p
      role="alert"
      className="rounded-control border border-danger/40 bg-danger-surface p-3 font-medium text-danger"
    >
      {text}
    </p>
  );
}

/** A submit button that says its pending label while its own form's post is on its way. */
export function SubmitButton({
  children,
  pendingLabel,
  intent,
  ...props
}: ButtonProps & { pendingLabel: string; intent?: string }) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" &&
    (intent === undefined || navigation.formData?.get("intent") === intent);
  return (
    <Button
      type="submit"
      name={intent ? "intent" : undefined}
      value={intent}
      aria-disabled={pending || undefined}
      {...props}
    >
      {pending ? pendingLabel : children}
    </Button>
  );
}

/** The end of an edit form: save, or go back to the list without saving. */
export function SaveOrCancel({
  saveLabel = adminText.save,
  pendingLabel = adminText.saving,
  cancelLabel = adminText.cancel,
  cancelTo,
}: {
  saveLabel?: string;
  pendingLabel?: string;
  cancelLabel?: string;
  cancelTo: string;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <SubmitButton pendingLabel={pendingLabel}>{saveLabel}</SubmitButton>
      <Button asChild variant="ghost">
        <Link to={cancelTo}>{cancelLabel}</Link>
      </Button>
    </div>
  );
}
