import type { SubmissionResult } from "@conform-to/react";
import { useId, type ReactNode } from "react";
import { Link, useNavigation } from "react-router";
import { adminText } from "~/content/admin/frame";
import { fieldError, keptValue } from "~/lib/form-reply";
import { passwordRules } from "~/model/staff";
import { Button, type ButtonProps } from "~/components/ui/button";
import { FieldError, fieldClassName, Input, Label, Textarea } from "~/components/ui/input";
import { cn } from "~/lib/cn";

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
};

/** What each control gets from its field: its id, name, kept or default value and its errors. */
type ControlProps = {
  id: string;
  name: string;
  defaultValue: string | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

/** A label, the control, its hint and its error, wired to each other. */
function Field({
  name,
  label,
  reply,
  defaultValue,
  hint,
  className,
  renderControl,
}: FieldProps & { renderControl: (props: ControlProps) => ReactNode }) {
  const id = `${useId()}-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const error = fieldError(reply, name);
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ");
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {renderControl({
        id,
        name,
        defaultValue: keptValue(reply, name) ?? defaultValue,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
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
  ...input
}: FieldProps & Omit<React.ComponentProps<"input">, "name" | "defaultValue">) {
  return (
    <Field
      {...{ name, label, reply, defaultValue, hint, className }}
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
  ...textarea
}: FieldProps & Omit<React.ComponentProps<"textarea">, "name" | "defaultValue">) {
  return (
    <Field
      {...{ name, label, reply, defaultValue, hint, className }}
      renderControl={(props) => <Textarea {...props} {...textarea} />}
    />
  );
}

export function SelectField({
  options,
  ...field
}: FieldProps & { options: readonly { value: string; label: string }[] }) {
  return (
    <Field
      {...field}
      renderControl={(props) => (
        <select {...props} className={cn(fieldClassName, "min-h-11")}>
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

/** A checkbox and its label, as one 44 px tall target. Checked when posted "on". */
export function CheckboxField({
  name,
  label,
  defaultChecked,
}: {
  name: string;
  label: string;
  defaultChecked: boolean;
}) {
  return (
    <label className="flex min-h-11 items-center gap-3">
      <input
        type="checkbox"
        name={name}
        defaultChecked={defaultChecked}
        className="size-5 accent-primary"
      />
      <span>{label}</span>
    </label>
  );
}

/** The boxes ticked in a refused post (none, one or several), or the stored ones on first show. */
function keptTicks(reply: Reply, name: string, stored: readonly string[]): readonly string[] {
  if (reply?.initialValue === undefined) return stored;
  const value = (reply.initialValue as Record<string, unknown>)[name];
  if (Array.isArray(value)) return value.map(String);
  return typeof value === "string" ? [value] : [];
}

/** Several boxes under one name, each ticked one posted as a value, with a hint and its error. */
export function CheckboxGroup({
  name,
  legend,
  hint,
  options,
  ticked,
  reply,
}: {
  name: string;
  legend: string;
  hint: string;
  options: readonly { value: string; label: string }[];
  ticked: readonly string[];
  reply?: Reply;
}) {
  const kept = keptTicks(reply, name, ticked);
  const error = fieldError(reply, name);
  const hintId = `${name}-hint`;
  const errorId = `${name}-error`;
  return (
    <fieldset
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      className="flex flex-col gap-1"
    >
      <legend className="font-semibold text-ink">{legend}</legend>
      <p id={hintId} className="text-sm text-ink-muted">
        {hint}
      </p>
      <div className="grid gap-x-4 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={kept.includes(option.value)}
              className="size-5 accent-primary"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
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
