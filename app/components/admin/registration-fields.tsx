import { offeringsText as text } from "~/content/admin/offerings";
import { registrationStates, type Registration } from "~/model/offerings";
import { SelectField, TextField, type Reply } from "./form";

// Where registration stands, as the course, camp and tournament forms ask it: the state, and the
// day it opens or the link it opens at (each used only with its state).

export function registrationValues(registration: Registration) {
  return {
    registrationState: registration.state,
    registrationOn: registration.state === "opens" ? registration.on : "",
    registrationUrl: registration.state === "open" ? registration.url : "",
  };
}

export function RegistrationFields({
  values,
  reply,
}: {
  values: ReturnType<typeof registrationValues>;
  reply: Reply;
}) {
  return (
    <fieldset className="flex flex-col gap-5 rounded-card border border-border p-4">
      <legend className="px-1 font-semibold text-ink">{text.fields.registrationState}</legend>
      <SelectField
        name="registrationState"
        label={text.fields.registrationState}
        reply={reply}
        defaultValue={values.registrationState}
        options={registrationStates.map((state) => ({
          value: state,
          label: text.registrationStates[state],
        }))}
      />
      <TextField
        name="registrationOn"
        label={text.fields.registrationOn}
        hint={text.hints.registrationOn}
        type="date"
        reply={reply}
        defaultValue={values.registrationOn}
      />
      <TextField
        name="registrationUrl"
        label={text.fields.registrationUrl}
        hint={text.hints.registrationUrl}
        inputMode="url"
        autoComplete="url"
        maxLength={500}
        reply={reply}
        defaultValue={values.registrationUrl}
      />
    </fieldset>
  );
}
