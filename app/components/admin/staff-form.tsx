import type { SubmissionResult } from "@conform-to/react";
import { createContext, useContext, useEffect, useId, useRef } from "react";
import { Form } from "react-router";
import { adminText } from "~/content/admin/frame";
import { fieldErrors } from "~/lib/form-reply";

// A staff form that can be refused field by field. After a refused save the page opens with an
// error summary at the top of the form (the GOV.UK pattern): "There is a problem" and one link
// per field to that field. It takes focus, so on a phone the problem is in sight and a screen
// reader reads it: with script, when the answer arrives; without, through autofocus on the page
// the server renders. The browser's own checks are off (noValidate), so every refusal reads the
// same, in the studio's words.

type Reply = SubmissionResult<string[]> | undefined;

const FieldIdPrefix = createContext<string | undefined>(undefined);

/** The id of a field's control: "<form id>-<name>" inside a StaffForm, else unique to the page. */
export function useFieldId(name: string): string {
  const prefix = useContext(FieldIdPrefix);
  const unique = useId();
  return `${prefix ?? unique}-${name}`;
}

/**
 * Moves to the field a summary's link names: its control focused, its label in view. A problem
 * with no control of its own (a rule across fields) goes to the form's first marked field, or
 * its first field.
 */
function goToField(event: React.MouseEvent<HTMLAnchorElement>, id: string, formId: string) {
  const form = document.getElementById(formId);
  const control =
    document.getElementById(id) ??
    form?.querySelector<HTMLElement>("[aria-invalid='true']") ??
    form?.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea");
  if (!control) return;
  event.preventDefault();
  const label = control.id
    ? document.querySelector(`label[for="${CSS.escape(control.id)}"]`)
    : null;
  control.focus({ preventScroll: true });
  (label ?? control).scrollIntoView({ block: "center" });
}

/**
 * The summary of a refused post: each field's error as a link to the field, and the form's own
 * error (or `message`) as a line. Nothing while there is none.
 */
export function ErrorSummary({
  formId,
  reply,
  message,
}: {
  formId: string;
  reply?: Reply;
  message?: string;
}) {
  const summary = useRef<HTMLDivElement>(null);
  const errors = Object.entries(fieldErrors(reply)).filter(([name]) => name !== "");
  const formError = message ?? reply?.error?.[""]?.[0];
  const shown = errors.length > 0 || formError !== undefined;
  // Each refused answer (a new reply) brings focus back, even when the summary was shown already,
  // and the summary into view: focusing the element that already has focus (autoFocus gave it on
  // mount) scrolls nowhere, and the page may have scrolled since (the router's scroll reset).
  useEffect(() => {
    const box = summary.current;
    if (!box || (reply === undefined && message === undefined)) return;
    box.focus({ preventScroll: true });
    box.scrollIntoView({ block: "start" });
  }, [reply, message]);
  if (!shown) return null;
  const headingId = `${formId}-problem`;
  return (
    <div
      ref={summary}
      tabIndex={-1}
      // oxlint-disable-next-line jsx-a11y/no-autofocus -- the GOV.UK pattern: the summary is where a refused save starts
      autoFocus
      role="alert"
      aria-labelledby={headingId}
      data-error-summary
      className="rounded-control border-2 border-danger bg-surface p-4 focus:outline-3 focus:outline-offset-2 focus:outline-danger"
    >
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {adminText.problemHeading}
      </h2>
      {formError ? <p className="mt-2 font-medium text-danger">{formError}</p> : null}
      {errors.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-1">
          {errors.map(([name, error]) => (
            <li key={name}>
              <a
                href={`#${formId}-${name}`}
                onClick={(event) => goToField(event, `${formId}-${name}`, formId)}
                className="inline-flex min-h-11 items-center font-semibold text-danger underline"
              >
                {error}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

type StaffFormProps = Omit<React.ComponentProps<typeof Form>, "id"> & {
  /** The form's id, unique on its page; each field's id is "<id>-<name>". */
  id: string;
  reply?: Reply;
  /** A refusal of the whole form, said in the summary. */
  message?: string;
};

/** A real <form> posting to its page, with the error summary at its top after a refused post. */
export function StaffForm({ id, reply, message, children, ...form }: StaffFormProps) {
  return (
    <Form method="post" id={id} noValidate {...form}>
      <FieldIdPrefix value={id}>
        <ErrorSummary formId={id} reply={reply} message={message} />
        {children}
      </FieldIdPrefix>
    </Form>
  );
}
