import type * as React from "react";
import { Link } from "react-router";
import { orientationScrollDelayMs, orientationSectionId } from "~/content/orientation-anchor";
import type { DelayedFragmentScroll } from "~/lib/scroll-on-navigate";
import { Button, type ButtonProps } from "~/components/ui/button";

const state: DelayedFragmentScroll = { fragmentDelayMs: orientationScrollDelayMs };

/**
 * Goes to /signup, starts at the top, and 100 ms later scrolls to the orientation section
 * (spec §2). Without JavaScript it is a plain link to the section.
 */
export function OrientationLink({
  children,
  variant,
  size,
  className,
}: Pick<ButtonProps, "variant" | "size" | "className"> & { children: React.ReactNode }) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link to={`/signup#${orientationSectionId}`} state={state}>
        {children}
      </Link>
    </Button>
  );
}
