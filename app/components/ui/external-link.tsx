import { ExternalLink as ExternalIcon } from "~/components/ui/icons";
import type * as React from "react";
import { siteText } from "~/content/site";
import { type ButtonProps, Button } from "./button";

/**
 * A link to another site, opened in a new tab (spec §7: the provider's pages, registration
 * sites). It looks like a button and tells screen-reader users that a tab will open.
 */
export function ExternalButton({
  href,
  children,
  variant,
  size,
  className,
  icon = true,
  "aria-label": label,
}: Omit<ButtonProps, "asChild"> & {
  href: string;
  /** Show the small "leaves the site" icon after the label. */
  icon?: boolean;
} & Pick<React.ComponentProps<"a">, "aria-label">) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label ? `${label} ${siteText.newTab}` : undefined}
      >
        {children}
        {icon ? <ExternalIcon aria-hidden /> : null}
        <span className="sr-only"> {siteText.newTab}</span>
      </a>
    </Button>
  );
}
