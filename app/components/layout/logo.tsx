import { Link } from "react-router";
import { studio } from "~/content/studio";
import { cn } from "~/lib/cn";
import logoMark from "~/assets/art/logo-mark.svg?url";

// The mark is drawn from its own file (app/assets/art/logo-mark.svg, a hashed asset cached for a
// year), in the text colour. Its drawing is 1.2 KB compressed, which every page carried twice
// over in its first round trip when it was a symbol in the page; from the file, the page paints
// first and the mark follows (decision 027).

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      aria-hidden
      fill="currentColor"
      className={cn("size-10 shrink-0", className)}
    >
      <use href={`${logoMark}#logo-mark`} />
    </svg>
  );
}

export function Logo({ to, label = studio.name }: { to: string; label?: string }) {
  return (
    <Link to={to} className="flex items-center gap-3 rounded-control text-primary">
      <LogoMark />
      <span className="font-display text-lg leading-tight font-bold text-ink sm:text-xl">
        {label}
      </span>
    </Link>
  );
}
