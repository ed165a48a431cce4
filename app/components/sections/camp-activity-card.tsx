import type { IconComponent } from "~/components/ui/icons";
import { Card } from "~/components/ui/card";
import { Motif, type MotifTone } from "~/components/ui/motif";

/** Spec §3 "Camp activity": artwork, title, description and its four schedule lines. */
export function CampActivityCard({
  icon,
  tone,
  title,
  description,
  schedule,
  artClassName = "aspect-[16/10]",
}: {
  icon: IconComponent;
  tone?: MotifTone;
  title: string;
  description: string;
  schedule: readonly string[];
  artClassName?: string;
}) {
  return (
    <Card as="article" className="flex h-full flex-col overflow-hidden">
      <Motif icon={icon} tone={tone} className={artClassName} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-xl font-bold text-ink">{title}</h3>
        <p className="text-ink-muted">{description}</p>
        <ol className="mt-auto flex list-disc flex-col gap-1 border-t border-border pt-3 pl-5 text-sm text-ink marker:text-accent">
          {schedule.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </div>
    </Card>
  );
}
