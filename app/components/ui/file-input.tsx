import type * as React from "react";
import { cn } from "~/lib/cn";

// Its own module: only the resource forms load it, not every page that has a text field.

/** A file chooser: its button as tall as a thumb needs, styled like the site's quiet buttons. */
export function FileInput({ className, ...props }: Omit<React.ComponentProps<"input">, "type">) {
  return (
    <input
      type="file"
      className={cn(
        "min-h-11 max-w-full text-sm text-ink file:mr-3 file:min-h-11 file:rounded-control file:border file:border-border file:bg-surface-muted file:px-4 file:font-semibold file:text-ink",
        className,
      )}
      {...props}
    />
  );
}
