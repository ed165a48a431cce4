import { honeypotField } from "~/lib/honeypot";

/**
 * The honeypot of every public form: a text field moved off screen and hidden from assistive
 * technology, left empty by people and filled in by form-filling bots. The server keeps
 * nothing from a post that fills it, and answers as if it had.
 */
export function Honeypot() {
  return (
    <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
