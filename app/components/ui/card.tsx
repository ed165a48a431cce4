import type { ClassValue } from "clsx";
import { createElement } from "react";
import type * as React from "react";
import { cn } from "~/lib/cn";

// The one place the card surface is written: every card of the site, whatever element it is,
// takes its rounding, background, border and shadow from here. Padding and layout are the
// caller's (`p-6`, `flex h-full flex-col`).

const surface = "rounded-card bg-surface shadow-card";
const line = "border border-border";

/** The card's classes with the caller's, for a card that is another component (a Link). */
export function cardClass(...classes: ClassValue[]): string {
  return cn(surface, line, ...classes);
}

type CardTag = "div" | "article" | "section" | "figure" | "li" | "dl" | "table";

type CardProps<Tag extends CardTag> = React.ComponentPropsWithoutRef<Tag> & {
  /** The element the card is: an article, a list item, a figure… (a div by default). */
  as?: Tag;
  /** "line": a hairline border, as most cards have; "none": the surface and shadow alone. */
  edge?: "line" | "none";
};

export function Card<Tag extends CardTag = "div">({
  as,
  edge = "line",
  className,
  ...props
}: CardProps<Tag>) {
  const classes = cn(surface, edge === "line" && line, className);
  return createElement(as ?? "div", { ...props, className: classes });
}
