import type * as React from "react";
import { cn } from "~/lib/cn";

/** A page's opening words as its content module writes them. */
export type HeroWords = { eyebrow?: string; title: string; intro?: React.ReactNode };

type PageHeroProps = {
  /** A short line above the heading (a season, an age range, a place). */
  eyebrow?: string;
  /** The heading's id, for sections that label themselves by it. */
  id?: string;
  intro?: React.ReactNode;
  /** Calls to action under the introduction. */
  children?: React.ReactNode;
  /** Artwork beside the text on wide screens, above it on narrow ones. */
  aside?: React.ReactNode;
  /** "wide": the heading sits 96 px below the header at every width (spec §2, /signup). */
  offset?: "standard" | "wide";
  className?: string;
} & (
  | { title: string; words?: HeroWords }
  /** The eyebrow, title and introduction in one, where the content names them so. */
  | { title?: string; words: HeroWords }
);

/** The opening block of an inner page: eyebrow, the page's one h1, introduction, actions. */
export function PageHero({
  words,
  eyebrow = words?.eyebrow,
  title = words?.title,
  id,
  intro = words?.intro,
  children,
  aside,
  offset = "standard",
  className,
}: PageHeroProps) {
  return (
    <section
      aria-labelledby={id ?? "page-heading"}
      className={cn(
        "relative overflow-hidden px-4 pb-14",
        // The layout's main already adds 16 px under the header.
        offset === "wide" ? "pt-20" : "pt-10 sm:pt-16",
        className,
      )}
    >
      <svg
        aria-hidden
        viewBox="0 0 400 400"
        className="pointer-events-none absolute -top-24 -right-24 size-96 text-accent opacity-10"
      >
        <circle cx="200" cy="200" r="160" fill="none" stroke="currentColor" strokeWidth="28" />
      </svg>
      <div
        className={cn(
          "relative mx-auto grid max-w-7xl gap-10",
          // The wide offset promises where the text starts, so it is not centred against art.
          offset === "wide" ? "items-start" : "items-center",
          aside ? "lg:grid-cols-[1.1fr_1fr]" : "",
        )}
      >
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className="font-semibold tracking-widest text-accent uppercase">{eyebrow}</p>
          ) : null}
          <h1 id={id ?? "page-heading"} className="mt-3 text-4xl font-bold text-ink sm:text-5xl">
            {title}
          </h1>
          {intro ? <div className="mt-5 text-lg text-ink-muted sm:text-xl">{intro}</div> : null}
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {aside ? <div>{aside}</div> : null}
      </div>
    </section>
  );
}

/** A section's heading with an optional line above and text below, centred or left. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "center",
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: React.ReactNode;
  align?: "center" | "left";
}) {
  return (
    <div className={align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-widest text-accent uppercase">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-2 text-3xl font-bold text-ink sm:text-4xl">
        {title}
      </h2>
      {intro ? <div className="mt-4 text-lg text-ink-muted">{intro}</div> : null}
    </div>
  );
}
