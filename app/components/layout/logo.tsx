import { Link } from "react-router";
import { studio } from "~/content/studio";
import { cn } from "~/lib/cn";
import { iconSymbolId } from "~/lib/icon-sprite";

// The mark (app/assets/art/logo-mark.svg) is a symbol of the icon sprite, drawn in the text
// colour: the page carries it, the script only its name.

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      aria-hidden
      fill="currentColor"
      className={cn("size-10 shrink-0", className)}
    >
      <use href={`#${iconSymbolId("brand-logo-mark")}`} />
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
