import { Form } from "react-router";
import { adminText } from "~/content/admin/frame";
import { fieldClassName, Label } from "~/components/ui/input";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

// A list's filters as a GET form: choices of side and state, and a search box. It works without
// script; the address holds the filter, so the export link can carry it too.

type Choice = { value: string; label: string };

export function FilterBar({
  sides,
  states,
  current,
  searchLabel,
  searchPlaceholder,
}: {
  sides: readonly Choice[];
  states: readonly Choice[];
  current: { side?: string; state?: string; query?: string };
  searchLabel: string;
  searchPlaceholder?: string;
}) {
  const select = cn(fieldClassName, "min-h-11");
  return (
    <Form
      method="get"
      role="search"
      className="mb-6 grid gap-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="filter-side">Side</Label>
        <select id="filter-side" name="side" defaultValue={current.side ?? ""} className={select}>
          {sides.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="filter-state">State</Label>
        <select
          id="filter-state"
          name="state"
          defaultValue={current.state ?? ""}
          className={select}
        >
          {states.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="filter-q">{searchLabel}</Label>
        <input
          id="filter-q"
          name="q"
          type="search"
          maxLength={100}
          defaultValue={current.query ?? ""}
          placeholder={searchPlaceholder}
          className={cn(fieldClassName, "min-h-11")}
        />
      </div>
      <Button type="submit" variant="outline">
        {adminText.filter}
      </Button>
    </Form>
  );
}
