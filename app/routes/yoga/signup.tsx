import { Check } from "~/components/ui/icons";
import { Link } from "react-router";
import { yogaSignupPage } from "~/content/yoga-pages";
import { studio } from "~/content/studio";
import { metaFor } from "~/components/layout/page-meta";
import { PageHero, SectionHeading } from "~/components/sections/page-hero";
import { Card } from "~/components/ui/card";
import { CardGrid, CardGridItem } from "~/components/ui/card-grid";
import { ExternalButton } from "~/components/ui/external-link";
import { Section } from "~/components/ui/section";

export const meta = metaFor({
  title: `Sign Up | ${studio.yogaName}`,
  description: yogaSignupPage.description,
  path: "/yoga/signup",
});

export default function YogaSignup() {
  return (
    <>
      <PageHero
        eyebrow={yogaSignupPage.eyebrow}
        title={yogaSignupPage.title}
        intro={
          <>
            <p>{yogaSignupPage.intro}</p>
            <p className="mt-2 text-base">{yogaSignupPage.signUpNote}</p>
          </>
        }
      >
        <ExternalButton href={yogaSignupPage.signUpHref} size="lg">
          {yogaSignupPage.signUpLabel}
        </ExternalButton>
      </PageHero>
      <Section aria-labelledby="steps-heading" tone="muted" width="6xl">
        <SectionHeading id="steps-heading" title={yogaSignupPage.stepsHeading} />
        <CardGrid as="ol" className="mt-10 md:grid-cols-3">
          {yogaSignupPage.steps.map((step, index) => (
            <CardGridItem key={step.title} step={index}>
              <Card className="h-full p-6">
                <span
                  aria-hidden
                  className="grid size-10 place-items-center rounded-full bg-primary font-display text-lg font-bold text-on-primary"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-xl font-bold text-ink">{step.title}</h3>
                <p className="mt-2 text-ink-muted">{step.text}</p>
              </Card>
            </CardGridItem>
          ))}
        </CardGrid>
      </Section>
      <Section aria-labelledby="bring-heading">
        <Card className="mx-auto max-w-3xl p-8">
          <h2 id="bring-heading" className="text-3xl font-bold text-ink">
            {yogaSignupPage.bringHeading}
          </h2>
          <ul className="mt-6 flex flex-col gap-3">
            {yogaSignupPage.bring.map((item) => (
              <li key={item} className="flex items-start gap-3 text-ink">
                <Check aria-hidden className="mt-1 size-5 shrink-0 text-primary" />
                {item}
              </li>
            ))}
          </ul>
          <p className="mt-8 text-ink-muted">
            {yogaSignupPage.questions}{" "}
            <Link to="/yoga/contact" className="font-semibold text-primary underline">
              {yogaSignupPage.contactLabel}
            </Link>
          </p>
        </Card>
      </Section>
    </>
  );
}
