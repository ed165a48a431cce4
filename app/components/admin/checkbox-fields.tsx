import { fieldError } from "~/lib/form-reply";
import { FieldError } from "~/components/ui/input";
import type { Reply } from "./form";
import { useFieldId } from "./staff-form";

// The staff forms' checkboxes: one box with its label, and a group of boxes under one name.

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
  const id = useFieldId(name);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      id={id}
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
