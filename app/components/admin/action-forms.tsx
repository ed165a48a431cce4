import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Button, type ButtonProps } from "~/components/ui/button";
import { SubmitButton } from "./form";

// The staff area's one-button forms: an action on a record, and the second step of a removal.
// Each is a real <form> posting to its page's action, so it works the same without script.

/** A one-button form for an action on a record (mark read, archive, unsubscribe…). */
export function ActionForm({
  intent,
  label,
  pendingLabel,
  fields = {},
  variant = "outline",
  action,
  accessibleName,
  size = "compact",
}: {
  intent: string;
  label: ReactNode;
  pendingLabel: string;
  fields?: Record<string, string>;
  variant?: ButtonProps["variant"];
  action?: string;
  /** The button's name for assistive technology, where its label alone repeats on the page. */
  accessibleName?: string;
  size?: ButtonProps["size"];
}) {
  return (
    <Form method="post" action={action}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SubmitButton
        intent={intent}
        pendingLabel={pendingLabel}
        variant={variant}
        size={size}
        aria-label={accessibleName}
      >
        {label}
      </SubmitButton>
    </Form>
  );
}

/**
 * The second step of a deletion: the question and the button that does it, shown in place of
 * the first button (?confirm=… in the address), so it works the same without script.
 */
export function ConfirmPanel({
  question,
  intent,
  label,
  pendingLabel,
  cancelTo,
  fields = {},
}: {
  question: string;
  intent: string;
  label: string;
  pendingLabel: string;
  cancelTo: string;
  fields?: Record<string, string>;
}) {
  return (
    <div
      role="alertdialog"
      aria-labelledby="confirm-question"
      className="flex flex-col gap-3 rounded-card border border-danger/40 bg-danger-surface p-4"
    >
      <p id="confirm-question" className="font-medium text-ink">
        {question}
      </p>
      <div className="flex flex-wrap gap-3">
        <Form method="post">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <SubmitButton
            intent={intent}
            pendingLabel={pendingLabel}
            size="compact"
            className="bg-danger hover:bg-danger"
          >
            {label}
          </SubmitButton>
        </Form>
        <Button asChild variant="ghost" size="compact">
          <Link to={cancelTo}>Cancel</Link>
        </Button>
      </div>
    </div>
  );
}
