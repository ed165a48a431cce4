import { Form } from "react-router";
import { adminText } from "~/content/admin/frame";
import { SubmitButton } from "./form";

// What a change just did, said in words that name the record, with an Undo beside it: a post to
// `action` (the page's own by default) with the intent that takes the change back. Announced
// politely, and works without script.

export function UndoNotice({
  message,
  intent,
  fields,
  action,
}: {
  message: string;
  intent: string;
  fields: Record<string, string>;
  action?: string;
}) {
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-control border border-primary/30 bg-surface-muted p-3"
    >
      <p className="min-w-0 font-medium break-words text-ink">{message}</p>
      <Form method="post" action={action}>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <SubmitButton intent={intent} pendingLabel={adminText.saving} variant="outline">
          {adminText.undo}
        </SubmitButton>
      </Form>
    </div>
  );
}
