import { Award, Landmark, Sprout, UserRound, type IconComponent } from "~/components/ui/icons";
import { Link } from "react-router";
import type { Route } from "./+types/about";
import { aboutPage } from "~/content/about";
import { studio } from "~/content/studio";
import { pageMeta } from "~/components/layout/page-meta";
import { SectionHeading } from "~/components/sections/page-hero";
import { ArtPicture, artPreload } from "~/components/ui/art-picture";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CardGrid, CardGridItem } from "~/components/ui/card-grid";
import { Section } from "~/components/ui/section";
import { Static } from "~/components/ui/static";
import { sectionHeight } from "~/lib/sections";

// The page's words come with its data (built with the page), so its script carries the
// behaviour only. Nothing on it has handlers of its own: every section is left as the server
// drew it while the app takes the page over (ui/static.tsx). The data is not hollowed
// (lib/drawn-once.ts): the page is prerendered, and its HTML is drawn from the same data the
// build writes for links to it.
export function loader() {
  return { page: aboutPage };
}

const portraitSizes = "(min-width: 1024px) 400px, 80vw";

export function links() {
  return [artPreload("founder-portrait", portraitSizes)];
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta(
    {
      title: `About | ${studio.name}`,
      description: loaderData.page.description,
      path: "/about",
      type: "article",
    },
    matches,
  );
}

type AboutPage = typeof aboutPage;

function Hero({ page }: { page: AboutPage }) {
  const quote = page.founderQuote;
  return (
    <Static as="section" aria-labelledby="page-heading" className="px-4 pt-10 pb-16 sm:pt-16">
      <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="font-semibold tracking-widest text-accent uppercase">{page.eyebrow}</p>
          <h1 id="page-heading" className="mt-3 text-4xl font-bold text-ink sm:text-5xl">
            {page.title}
          </h1>
          <p className="mt-5 text-lg text-ink-muted sm:text-xl">{page.intro}</p>
          <figure className="mt-8 border-l-4 border-accent pl-6">
            <blockquote className="font-display text-2xl leading-snug text-ink">
              <p>“{quote.text}”</p>
            </blockquote>
            <figcaption className="mt-3 text-ink-muted">
              <span className="font-semibold text-ink">{quote.author}</span>, {quote.role}
            </figcaption>
          </figure>
          <Button asChild size="lg" className="mt-8">
            <Link to="/signup">{page.joinLabel}</Link>
          </Button>
        </div>
        <figure className="mx-auto w-full max-w-sm">
          <div className="overflow-hidden rounded-card shadow-raised">
            <ArtPicture
              name="founder-portrait"
              sizes={portraitSizes}
              priority
              className="h-auto w-full"
            />
          </div>
          <figcaption className="sr-only">{quote.portraitAlt}</figcaption>
        </figure>
      </div>
    </Static>
  );
}

function Timeline({ page }: { page: AboutPage }) {
  return (
    <Section static aria-labelledby="timeline-heading" tone="muted" width="5xl">
      <SectionHeading id="timeline-heading" title={page.timelineHeading} />
      <CardGrid as="ol" className="relative mt-10 md:grid-cols-4">
        {page.timeline.map((entry, index) => (
          <CardGridItem key={entry.year} step={index}>
            <Card className="h-full p-6">
              <p className="font-display text-3xl font-bold text-accent">{entry.year}</p>
              <h3 className="mt-2 text-lg font-bold text-ink">{entry.title}</h3>
              <p className="mt-2 text-ink-muted">{entry.text}</p>
            </Card>
          </CardGridItem>
        ))}
      </CardGrid>
    </Section>
  );
}

function Philosophy({ page }: { page: AboutPage }) {
  return (
    <Section static aria-labelledby="philosophy-heading" tone="primary">
      <figure className="mx-auto max-w-3xl text-center">
        <h2 id="philosophy-heading" className="text-sm font-semibold tracking-widest uppercase">
          {page.philosophyHeading}
        </h2>
        <blockquote className="mt-6 font-display text-2xl leading-snug sm:text-3xl">
          <p>“{page.philosophyQuote}”</p>
        </blockquote>
        <figcaption className="mt-4">{page.philosophySource}</figcaption>
      </figure>
    </Section>
  );
}

const leaderIcons: IconComponent[] = [Landmark, Award, UserRound, Sprout];

function Leadership({ page }: { page: AboutPage }) {
  return (
    <Section static aria-labelledby="leadership-heading" width="6xl">
      <SectionHeading id="leadership-heading" title={page.leadershipHeading} />
      <CardGrid className="mt-10 sm:grid-cols-2 lg:grid-cols-4">
        {page.leaders.map((leader, index) => {
          const Icon = leaderIcons[index] ?? UserRound;
          return (
            <CardGridItem key={leader.role} step={index}>
              <Card as="article" className="h-full p-6">
                <span className="grid size-14 place-items-center rounded-full bg-primary text-on-primary">
                  <Icon aria-hidden className="size-7" />
                </span>
                <p className="mt-4 text-sm font-semibold tracking-widest text-accent uppercase">
                  {leader.role}
                </p>
                <h3 className="mt-1 text-xl font-bold text-ink">{leader.name}</h3>
                <p className="mt-2 text-ink-muted">{leader.text}</p>
              </Card>
            </CardGridItem>
          );
        })}
      </CardGrid>
    </Section>
  );
}

function Interview({ page }: { page: AboutPage }) {
  return (
    <Section
      static
      aria-labelledby="interview-heading"
      tone="muted"
      style={sectionHeight(3000)}
      width="3xl"
    >
      <h2 id="interview-heading" className="text-3xl font-bold text-ink sm:text-4xl">
        {page.interviewHeading}
      </h2>
      <p className="mt-2 text-ink-muted">
        <time dateTime={page.interviewDate}>{page.interviewDateLabel}</time>
      </p>
      <ol className="mt-8 flex flex-col gap-6">
        {page.interview.map((entry, index) => (
          <Card as="li" key={entry.question} edge="none" className="p-6">
            <h3 className="text-lg font-bold text-ink">
              <span className="text-accent">Q{index + 1}. </span>
              {entry.question}
            </h3>
            <p className="mt-2 text-ink-muted">{entry.answer}</p>
          </Card>
        ))}
      </ol>
    </Section>
  );
}

function Legacy({ page }: { page: AboutPage }) {
  return (
    <Section static aria-labelledby="legacy-heading">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="legacy-heading" className="text-3xl font-bold text-ink sm:text-4xl">
          {page.legacyHeading}
        </h2>
        {page.legacy.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg text-ink-muted">
            {paragraph}
          </p>
        ))}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg" variant="accent">
            <Link to="/signup">{page.orientationLabel}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/contact">{page.visitLabel}</Link>
          </Button>
        </div>
      </div>
    </Section>
  );
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <Hero page={page} />
      <Timeline page={page} />
      <Philosophy page={page} />
      <Leadership page={page} />
      <Interview page={page} />
      <Legacy page={page} />
    </>
  );
}
