import type { ComponentProps } from "react";
import { ProviderWidget } from "~/components/embeds/provider-widget";
import { cn } from "~/lib/cn";
import { SectionHeading } from "./page-hero";

/**
 * A titled section holding one of the provider's widgets, with the page's own vertical spacing
 * (a home page's, 64 px above and below, unless told).
 */
export function WidgetSection({
  heading,
  className = "py-16",
  ...widget
}: {
  heading: string;
  className?: string;
} & ComponentProps<typeof ProviderWidget>) {
  const id = `${widget.kind}-widget-heading`;
  return (
    <section aria-labelledby={id} className={cn("px-4", className)}>
      <div className="mx-auto max-w-5xl">
        <SectionHeading id={id} title={heading} />
        <div className="mt-8">
          <ProviderWidget {...widget} />
        </div>
      </div>
    </section>
  );
}
