import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/cn";
import { Slot } from "./slot";

// On a phone a label too long for the screen wraps inside its button instead of widening the
// page; the sizes' vertical padding keeps a wrapped label off the edges and fits within their
// minimum height. From the sm breakpoint up labels stay on one line.
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 text-center sm:whitespace-nowrap rounded-control font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-primary text-on-primary hover:bg-primary-hover",
        accent: "bg-accent text-on-accent hover:brightness-110",
        outline: "border-2 border-primary text-primary hover:bg-primary hover:text-on-primary",
        ghost: "text-ink hover:bg-surface-muted",
        link: "text-primary underline underline-offset-4 hover:text-accent",
      },
      size: {
        sm: "min-h-9 px-3 py-1.5 text-sm",
        // Small words in a full 44 × 44 px target: the staff area's rows of actions on a phone.
        compact: "min-h-11 min-w-11 px-3 py-1.5 text-sm",
        md: "min-h-11 px-5 py-2 text-base",
        lg: "min-h-13 px-7 py-2.5 text-lg",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (a link, usually) with the button's look. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot : "button";
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
