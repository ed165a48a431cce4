import { useState } from "react";
import { eventsAdminText as text } from "~/content/admin/events";
import { eventMotifs, isEventMotif } from "~/model/events";
import { keptValue } from "~/lib/form-reply";
import { CalendarDays } from "~/components/ui/icons";
import { Motif } from "~/components/ui/motif";
import { motifIcons } from "~/components/sections/event-motifs";
import { SelectField, type Reply } from "./form";

// The event form's card symbol: the choice, and beside it the symbol as the card draws it. The
// preview follows the choice with script; without, it shows the stored (or posted) one.

export function EventSymbolField({ stored, reply }: { stored: string; reply: Reply }) {
  const initial = keptValue(reply, "motif") ?? stored;
  const [chosen, setChosen] = useState(initial);
  const icon = isEventMotif(chosen) ? motifIcons[chosen] : CalendarDays;
  return (
    <div className="grid items-end gap-4 sm:grid-cols-[1fr_12rem]">
      <SelectField
        name="motif"
        label={text.fields.motif}
        hint={text.hints.motif}
        reply={reply}
        defaultValue={initial}
        onChange={(event) => setChosen(event.currentTarget.value)}
        options={[
          { value: "", label: text.noImage },
          ...eventMotifs.map((motif) => ({
            value: motif,
            label: motif[0]?.toUpperCase() + motif.slice(1),
          })),
        ]}
      />
      <div className="flex flex-col gap-1">
        <Motif icon={icon} className="aspect-[16/9] w-48 rounded-control" />
        <p className="text-sm text-ink-muted">{text.symbolPreview}</p>
      </div>
    </div>
  );
}
