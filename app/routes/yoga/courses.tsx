import {
  Baby,
  CalendarDays,
  Check,
  Sparkles,
  Star,
  User,
  Users,
  type IconComponent,
} from "~/components/ui/icons";
import { Link } from "react-router";
import type { Route } from "./+types/courses";
import { getDb } from "~/infra/db.server";
import { now } from "~/infra/clock.server";
import { visitorSchedule } from "~/services/schedule/visitor-schedule.server";
import { offeringsToday } from "~/services/offerings/visitor-offerings.server";
import {
  coursesDescriptionOffer,
  coursesToday,
  type ShownCourse,
} from "~/services/offerings/course-page.server";
import { coursesPage } from "~/content/yoga-courses";
import type { CourseArt } from "~/model/courses";
import { studio } from "~/content/studio";
import { originFrom, pageMeta } from "~/components/layout/page-meta";
import { coursesJsonLd } from "~/lib/courses-json-ld";
import { JsonLd } from "~/components/ui/json-ld";
import { PageHero } from "~/components/sections/page-hero";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CardGrid, CardGridItem } from "~/components/ui/card-grid";
import { ExternalButton } from "~/components/ui/external-link";
import { Motif, type MotifTone } from "~/components/ui/motif";
import { Section } from "~/components/ui/section";
import { sectionHeight } from "~/lib/sections";

// The courses staff keep, as they stand today, with the days the live season closes: read when
// the page is rendered, and kept by the server until a course or the day changes (site-pages.ts).
export async function loader() {
  const db = getDb();
  const at = now();
  const [{ closures }, offerings] = await Promise.all([
    visitorSchedule(db, at),
    offeringsToday(db, at),
  ]);
  const { courses, comingSoon, makeup } = coursesToday(offerings, closures);
  return { courses, comingSoon, makeup, offer: coursesDescriptionOffer(courses) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: `Kids Aerial Yoga Courses | ${studio.yogaName}`,
      description: coursesPage.description(loaderData?.offer ?? null),
      path: "/yoga/courses",
    },
    matches,
  );
}

const art: Record<CourseArt, { icon: IconComponent; tone: MotifTone }> = {
  kids: { icon: Baby, tone: "sea" },
  tweens: { icon: Star, tone: "vermilion" },
  teens: { icon: Sparkles, tone: "indigo" },
  adults: { icon: Users, tone: "sea" },
};

function CourseCard({ course }: { course: ShownCourse }) {
  const headingId = `course-${course.id}`;
  return (
    <Card as="article" aria-labelledby={headingId} className="flex h-full flex-col overflow-hidden">
      <Motif icon={art[course.art].icon} tone={art[course.art].tone} className="aspect-[16/7]" />
      <div className="flex flex-1 flex-col gap-4 p-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="accent">{course.ages}</Badge>
          <Badge variant="outline">{`${course.weeks} weeks`}</Badge>
        </div>
        <h3 id={headingId} className="text-2xl font-bold text-ink">
          {course.title}
        </h3>
        <p className="text-ink-muted">{course.description}</p>
        <dl className="grid gap-2 text-sm text-ink">
          <div className="flex items-start gap-2">
            <dt>
              <CalendarDays aria-hidden className="mt-0.5 size-4 text-primary" />
              <span className="sr-only">{coursesPage.whenLabel}</span>
            </dt>
            <dd>
              {`${course.day}s, ${course.time}`}
              {course.dates ? ` · ${course.dates}` : ""}
            </dd>
          </div>
          <div className="flex items-start gap-2">
            <dt>
              <User aria-hidden className="mt-0.5 size-4 text-primary" />
              <span className="sr-only">{coursesPage.instructorLabel}</span>
            </dt>
            <dd>{course.instructor}</dd>
          </div>
        </dl>
        <ul className="flex flex-col gap-1 text-sm text-ink">
          {course.features.map((feature) => (
            <li key={feature} className="flex items-center gap-2">
              <Check aria-hidden className="size-4 text-accent" />
              {feature}
            </li>
          ))}
        </ul>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-4 border-t border-border pt-4">
          <div>
            <p
              className={
                course.price === null
                  ? "text-lg font-semibold text-ink"
                  : "font-display text-3xl font-bold text-ink"
              }
              data-course-price
            >
              {course.price ?? coursesPage.pricePending}
            </p>
            {course.earlyBird ? (
              <p className="text-sm font-semibold text-accent" data-course-early-bird>
                {course.earlyBird}
              </p>
            ) : null}
            {course.makeup ? <p className="mt-1 text-sm text-ink-muted">{course.makeup}</p> : null}
          </div>
          {course.registerUrl ? (
            <ExternalButton
              href={course.registerUrl}
              aria-label={`${coursesPage.register}: ${course.title}, ${course.ages}`}
            >
              {coursesPage.register}
            </ExternalButton>
          ) : (
            <p className="font-semibold text-ink" data-course-standing>
              {course.standing}
            </p>
          )}
        </div>
      </div>
    </Card>
  );
}

export default function YogaCourses({ loaderData, matches }: Route.ComponentProps) {
  return (
    <>
      <PageHero words={coursesPage} />
      <Section aria-labelledby="courses-heading" flush style={sectionHeight(3500)} width="7xl">
        <h2 id="courses-heading" className="text-3xl font-bold text-ink">
          {coursesPage.listHeading}
        </h2>
        {loaderData.makeup ? <p className="mt-2 text-ink-muted">{loaderData.makeup}</p> : null}
        {loaderData.comingSoon ? (
          <div className="mt-6 rounded-card border border-border bg-surface p-6" data-courses-soon>
            <h3 className="text-2xl font-bold text-ink">{coursesPage.soonHeading}</h3>
            <p className="mt-2 text-ink-muted">{coursesPage.soonText}</p>
          </div>
        ) : null}
        <CardGrid className="mt-8 md:grid-cols-2">
          {loaderData.courses.map((course, index) => (
            <CardGridItem key={course.id} step={index % 2}>
              <CourseCard course={course} />
            </CardGridItem>
          ))}
        </CardGrid>
      </Section>
      <section aria-labelledby="courses-cta-heading" className="px-4 pb-20">
        <div className="mx-auto max-w-4xl rounded-card bg-primary px-6 py-12 text-center text-on-primary shadow-raised">
          <h2 id="courses-cta-heading" className="text-3xl font-bold">
            {coursesPage.ctaHeading}
          </h2>
          <p className="mt-3 text-on-primary/90">{coursesPage.ctaText}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild variant="accent" size="lg">
              <Link to="/signup">{coursesPage.joinLabel}</Link>
            </Button>
            <Button asChild variant="accent" size="lg">
              <Link to="/contact">
                {coursesPage.learnMoreLabel}
                <span className="sr-only">{coursesPage.learnMoreContext}</span>
              </Link>
            </Button>
          </div>
        </div>
      </section>
      <JsonLd
        data={
          import.meta.env.SSR
            ? coursesJsonLd(loaderData.courses, originFrom(matches), studio)
            : undefined
        }
      />
    </>
  );
}
