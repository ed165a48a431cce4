import { cva, type VariantProps } from "class-variance-authority";
import type { ClassValue } from "clsx";
import { createElement } from "react";
import type * as React from "react";
import { cn } from "~/lib/cn";

// The one place the card surface is written: every card of the site, whatever element it is,
// takes its rounding, background, border and shadow from here. Padding and layout are the
// caller's (`p-6`, `flex h-full flex-col`).

const cardVariants = cva("rounded-card bg-surface shadow-card", {
  variants: {
    /** "line": a hairline border, as most cards have; "none": the surface and shadow alone. */
    edge: { line: "border border-border", none: "" },
  },
  defaultVariants: { edge: "line" },
});

type CardVariants = VariantProps<typeof cardVariants>;

/** The card's classes with the caller's, for a card that is another component (a Link). */
export function cardClass(...classes: ClassValue[]): string {
  return cn(cardVariants(), ...classes);
}

type CardTag = "div" | "article" | "section" | "figure" | "li" | "dl" | "table";

type CardProps<Tag extends CardTag> = React.ComponentPropsWithoutRef<Tag> &
  CardVariants & {
    /** The element the card is: an article, a list item, a figure… (a div by default). */
    as?: Tag;
  };

export function Card<Tag extends CardTag = "div">({
  as,
  edge,
  className,
  ...props
}: CardProps<Tag>) {
  return createElement(as ?? "div", { ...props, className: cn(cardVariants({ edge }), className) });
}

export function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 p-6 pb-3", className)} {...props} />;
}

export function CardTitle({ className, ...props }: React.ComponentProps<"h3">) {
  return <h3 className={cn("text-xl font-bold text-ink", className)} {...props} />;
}

export function CardDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p className={cn("text-ink-muted", className)} {...props} />;
}

export function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("px-6 pb-6", className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("flex items-center gap-3 px-6 pb-6", className)} {...props} />;
}
