import type * as React from "react";
import { cn } from "~/lib/cn";
import { Static } from "./static";

// A band of a page: 16 px at the sides and 64 px above and below, on the page's background, a
// tinted one or the primary colour, usually with a centred column inside. Sections that hold
// nothing interactive can be left as the server drew them while the app takes over (`static`,
// ui/static.tsx).

const tones = {
  plain: "",
  muted: "bg-surface-muted",
  primary: "bg-primary text-on-primary",
};

const widths = {
  "3xl": "max-w-3xl",
  "4xl": "max-w-4xl",
  "5xl": "max-w-5xl",
  "6xl": "max-w-6xl",
  "7xl": "max-w-7xl",
};

type StaticChoice =
  | { static?: false; deps?: never }
  | {
      /** Drawn by the server and left as it is while the app takes over the page. */
      static: true;
      /** Values the content is drawn from that can change while it is on the page. */
      deps?: readonly unknown[];
    };

type SectionProps = Omit<React.ComponentProps<"section">, "dangerouslySetInnerHTML"> &
  StaticChoice & {
    tone?: keyof typeof tones;
    /** The centred column the content sits in; without it, the content is the band's own. */
    width?: keyof typeof widths;
    /** No room above: the block before it (a page's opening) already leaves it. */
    flush?: boolean;
  };

export function Section({
  tone = "plain",
  width,
  flush = false,
  static: isStatic,
  deps,
  className,
  children,
  ...props
}: SectionProps) {
  const classes = cn("px-4", flush ? "pb-16" : "py-16", tones[tone], className);
  const content = width ? <div className={cn("mx-auto", widths[width])}>{children}</div> : children;
  return isStatic ? (
    <Static as="section" deps={deps} className={classes} {...props}>
      {content}
    </Static>
  ) : (
    <section className={classes} {...props}>
      {content}
    </section>
  );
}
