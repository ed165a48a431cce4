import { ArrowRight, Check } from "~/components/ui/icons";
import { Link } from "react-router";
import type { ProgramAction as ProgramActionData, YogaProgram } from "~/content/yoga";
import { VideoFacade } from "~/components/embeds/video-facade";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { CardGrid } from "~/components/ui/card-grid";
import { ExternalButton } from "~/components/ui/external-link";
import { Section } from "~/components/ui/section";
import { Static } from "~/components/ui/static";
import { Tabs } from "~/components/ui/tabs";
import { SectionHeading } from "./page-hero";

function ProgramAction({ action }: { action: ProgramActionData }) {
  return action.kind === "page" ? (
    <Button asChild size="lg">
      <Link to={action.to}>
        {action.label}
        <ArrowRight aria-hidden />
      </Link>
    </Button>
  ) : (
    <ExternalButton href={action.href} size="lg">
      {action.label}
    </ExternalButton>
  );
}

function ProgramEvents({ program }: { program: YogaProgram }) {
  if (!program.events) return null;
  return (
    <CardGrid className="gap-4 sm:grid-cols-2">
      {program.events.map((event) => (
        <li key={event.title}>
          <Link
            to="/yoga/events"
            className={cardClass("group flex h-full flex-col gap-1 p-5 hover:border-primary")}
          >
            <span className="text-sm font-semibold tracking-wide text-accent uppercase">
              {event.when}
            </span>
            <span className="flex items-center gap-2 text-lg font-bold text-ink group-hover:text-primary">
              {event.title}
              <ArrowRight aria-hidden className="size-4" />
            </span>
            <span className="text-ink-muted">{event.text}</span>
          </Link>
        </li>
      ))}
    </CardGrid>
  );
}

/** What the app draws of a program: its tab and its video. */
export type ProgramTab = Pick<YogaProgram, "id" | "tab" | "video">;

function ProgramPanel({ tab, program }: { tab: ProgramTab; program: YogaProgram }) {
  return (
    <div className="grid items-center gap-8 lg:grid-cols-2">
      <VideoFacade url={tab.video.url} title={tab.video.title} poster={tab.video.poster} />
      <Static deps={[program]} className="flex flex-col gap-5">
        <h3 className="text-3xl font-bold text-ink">{program.title}</h3>
        <p className="text-lg text-ink-muted">{program.description}</p>
        <ul className="grid gap-2 sm:grid-cols-2">
          {program.points.map((point) => (
            <li key={point} className="flex items-start gap-2 text-ink">
              <Check aria-hidden className="mt-1 size-4 shrink-0 text-primary" />
              {point}
            </li>
          ))}
        </ul>
        <ProgramEvents program={program} />
        {program.action ? (
          <div>
            <ProgramAction action={program.action} />
          </div>
        ) : null}
      </Static>
    </div>
  );
}

/**
 * The yoga programs as tabs (spec §2, §4): aerial first, arrow keys move between the tabs. Each
 * panel is a video, a description, four points and where to go next. The tabs and videos are the
 * app's; each panel's words are a static part (ui/static.tsx), given apart (`programs`, in the
 * order of `tabs`) so that a loader can send them once (lib/drawn-once.ts).
 */
export function YogaPrograms({
  title,
  intro,
  tabs,
  programs,
}: {
  title: string;
  intro: string;
  tabs: ProgramTab[];
  programs: YogaProgram[];
}) {
  return (
    <Section aria-labelledby="programs-heading" tone="muted" width="6xl">
      <SectionHeading id="programs-heading" title={title} intro={intro} />
      <Tabs
        label={title}
        className="mt-10"
        items={tabs.flatMap((tab, index) => {
          const program = programs[index];
          return program
            ? [{ id: tab.id, label: tab.tab, panel: <ProgramPanel tab={tab} program={program} /> }]
            : [];
        })}
      />
    </Section>
  );
}
