import { Baby } from "~/components/ui/icons";
import { preschoolTrial } from "~/content/dojo";
import { Badge } from "~/components/ui/badge";
import { ExternalButton } from "~/components/ui/external-link";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";

/** The free pre-school trial, booked with the scheduling provider (spec §2). */
export function PreschoolTrial({
  id = "preschool-trial",
  times,
}: {
  id?: string;
  /** The Tiny Tigers classes, from the season's schedule. */
  times: { day: string; time: string }[];
}) {
  const headingId = `${id}-heading`;
  return (
    <Section static id={id} aria-labelledby={headingId}>
      <Card className="mx-auto flex max-w-4xl flex-col items-start gap-6 border-2 border-accent/40 p-8 sm:flex-row sm:items-center sm:p-10">
        <span className="grid size-16 shrink-0 place-items-center rounded-full bg-accent text-on-accent">
          <Baby aria-hidden className="size-8" />
        </span>
        <div className="flex-1">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id={headingId} className="text-2xl font-bold text-ink sm:text-3xl">
              {preschoolTrial.title}
            </h2>
            <Badge variant="accent">{preschoolTrial.badge}</Badge>
          </div>
          <p className="mt-2 text-ink-muted">{preschoolTrial.text}</p>
          <ul className="mt-2 flex flex-wrap gap-x-6 font-semibold text-ink">
            {times.map(({ day, time }) => (
              <li key={`${day} ${time}`}>{`${day} ${time}`}</li>
            ))}
          </ul>
        </div>
        <ExternalButton href={preschoolTrial.url} variant="accent">
          {preschoolTrial.action}
        </ExternalButton>
      </Card>
    </Section>
  );
}
