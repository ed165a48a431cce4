import type * as React from "react";
import { cn } from "~/lib/cn";

export const fieldClassName =
  "w-full rounded-control border border-border bg-surface px-4 py-2.5 text-base text-ink placeholder:text-ink-muted/80 aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger";

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return <input className={cn(fieldClassName, "min-h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClassName, "min-h-28", className)} {...props} />;
}

export function Label({ className, ...props }: React.ComponentProps<"label">) {
  return <label className={cn("text-sm font-semibold", className)} {...props} />;
}

/** A field's error, tied to its input with aria-describedby. */
export function FieldError({ id, children }: { id: string; children?: React.ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="text-sm font-medium text-danger">
      {children}
    </p>
  );
}
