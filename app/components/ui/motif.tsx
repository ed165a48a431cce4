import type { IconComponent } from "~/components/ui/icons";
import { cn } from "~/lib/cn";

// Generated artwork for cards until the studio supplies photographs: a washi panel with a
// rising sun, layered waves and one drawn symbol. Pure SVG and CSS, so it costs no request.

export type MotifTone = "indigo" | "vermilion" | "sea";

const tones: Record<MotifTone, { panel: string; sun: string; wave: string; icon: string }> = {
  indigo: {
    panel: "bg-[#e9e4da]",
    sun: "text-accent/80",
    wave: "text-primary",
    icon: "text-primary",
  },
  vermilion: {
    panel: "bg-[#f3e3d8]",
    sun: "text-accent",
    wave: "text-accent",
    icon: "text-ink",
  },
  sea: { panel: "bg-[#dfe9e6]", sun: "text-accent/70", wave: "text-sea", icon: "text-sea" },
};

/** A decorative picture: hidden from assistive technology, sized by its container. */
export function Motif({
  icon: Icon,
  tone = "indigo",
  className,
}: {
  icon: IconComponent;
  tone?: MotifTone;
  className?: string;
}) {
  const colours = tones[tone];
  return (
    <div aria-hidden className={cn("relative overflow-hidden", colours.panel, className)}>
      <svg
        viewBox="0 0 320 200"
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 size-full"
      >
        <circle cx="236" cy="70" r="42" fill="currentColor" className={colours.sun} />
        <g fill="none" stroke="currentColor" strokeLinecap="round" className={colours.wave}>
          <path
            d="M-10 150 Q30 128 70 150 T150 150 T230 150 T310 150 T390 150"
            strokeWidth="6"
            opacity="0.35"
          />
          <path
            d="M-30 168 Q10 146 50 168 T130 168 T210 168 T290 168 T370 168"
            strokeWidth="6"
            opacity="0.55"
          />
          <path
            d="M-10 186 Q30 164 70 186 T150 186 T230 186 T310 186 T390 186"
            strokeWidth="6"
            opacity="0.8"
          />
        </g>
      </svg>
      <div className="absolute inset-0 flex items-center justify-start pl-[14%]">
        <span className="grid size-20 place-items-center rounded-full bg-surface/85 shadow-card">
          <Icon className={cn("size-10", colours.icon)} strokeWidth={1.6} />
        </span>
      </div>
    </div>
  );
}
