import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/cn";

const badgeVariants = cva(
  "inline-flex items-center rounded-full px-3 py-0.5 text-xs font-semibold tracking-wide",
  {
    variants: {
      variant: {
        neutral: "bg-surface-muted text-ink",
        primary: "bg-primary text-on-primary",
        accent: "bg-accent text-on-accent",
        outline: "border border-border text-ink-muted",
        danger: "bg-danger-surface text-danger",
      },
    },
    defaultVariants: { variant: "neutral" },
  },
);

export function Badge({
  className,
  variant,
  ...props
}: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
