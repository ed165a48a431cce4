import { createElement } from "react";
import type * as React from "react";
import { cn } from "~/lib/cn";
import { Reveal } from "./reveal";

// A list of cards laid out as a grid: the columns at each width are the caller's
// (`sm:grid-cols-2 lg:grid-cols-4`). Each item reveals at its step, so a row comes in in turn.

type GridTag = "ul" | "ol";

type CardGridProps<Tag extends GridTag> = React.ComponentPropsWithoutRef<Tag> & {
  /** "ol" where the order means something (steps, a timeline, a day). */
  as?: Tag;
};

export function CardGrid<Tag extends GridTag = "ul">({
  as,
  className,
  ...props
}: CardGridProps<Tag>) {
  return createElement(as ?? "ul", { ...props, className: cn("grid gap-6", className) });
}

/** One card's place in the grid; the card inside fills its height. */
export function CardGridItem({
  step,
  children,
  ...props
}: React.ComponentProps<"li"> & {
  /** Its place in its row: each step reveals 150 ms after the one before. */
  step: number;
}) {
  return (
    <li {...props}>
      <Reveal step={step} className="h-full">
        {children}
      </Reveal>
    </li>
  );
}
