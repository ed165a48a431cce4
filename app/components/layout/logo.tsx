import { Link } from "react-router";
import { studio } from "~/content/studio";
import { cn } from "~/lib/cn";

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden className={cn("size-10 shrink-0", className)}>
      <path
        d="M32 6a26 26 0 1 0 24.6 17.6"
        fill="none"
        stroke="currentColor"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <path
        d="M20 26c6-3 10-3 14 1M18 36c7-3 13-3 19 2M24 46c5-2 9-2 13 1"
        fill="none"
        stroke="currentColor"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
      <circle cx="49" cy="15" r="4" fill="var(--accent)" />
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
