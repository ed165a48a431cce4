import type { ReactNode } from "react";
import { Link } from "react-router";
import { studio } from "~/content/studio";

/** The sign-in pages' frame: the studio's name over a card. */
export function SignInCard({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <main
      id="main"
      className="flex min-h-dvh items-center justify-center bg-surface-muted/40 px-4 py-12"
    >
      <div className="w-full max-w-md rounded-card border border-border bg-surface p-6 shadow-card sm:p-8">
        <p className="font-display font-bold text-accent">
          <Link to="/" className="inline-flex min-h-11 items-center">
            {studio.name}
          </Link>
        </p>
        <h1 className="mt-2 font-display text-3xl font-bold text-ink">{heading}</h1>
        <p className="mt-2 text-ink-muted">{intro}</p>
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}
