import type { Route } from "./+types/home";
import { LandingHeader } from "~/components/layout/landing-header";
import { SiteFooter } from "~/components/layout/site-footer";
import { NewsletterSection } from "~/components/sections/newsletter-section";
import { ProgramCards } from "~/components/sections/program-cards";
import { landing } from "~/content/landing";
import { siteText } from "~/content/site";
import { studio } from "~/content/studio";
import { originFrom, pageMeta } from "~/components/layout/page-meta";
import { studioJsonLd } from "~/lib/studio-json-ld";
import { JsonLd } from "~/components/ui/json-ld";
import { ArtPicture } from "~/components/ui/art-picture";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    { title: `${studio.name} | ${landing.title}`, description: siteText.description, path: "/" },
    matches,
  );
}

export default function Home({ matches }: Route.ComponentProps) {
  return (
    <>
      <JsonLd
        data={
          import.meta.env.SSR
            ? studioJsonLd(studio, originFrom(matches), { brief: true })
            : undefined
        }
      />
      <LandingHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <section aria-labelledby="landing-heading" className="relative overflow-hidden">
          <div className="pointer-events-none absolute inset-x-0 bottom-0 opacity-60">
            <ArtPicture name="hero-waves" sizes="100vw" belowFirstScreen className="w-full" />
          </div>
          <div className="relative mx-auto max-w-7xl px-4 pt-14 pb-16 sm:pt-20">
            <p className="font-semibold tracking-widest text-accent uppercase">
              {`${studio.address.locality}, ${studio.address.region} · Since ${studio.foundedYear}`}
            </p>
            <h1
              id="landing-heading"
              className="mt-3 max-w-3xl text-4xl font-bold text-ink sm:text-6xl"
            >
              {landing.title}
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-ink-muted sm:text-xl">{landing.intro}</p>
            <h2 className="sr-only">{landing.chooseHeading}</h2>
            <div className="mt-12">
              <ProgramCards />
            </div>
          </div>
        </section>
        <NewsletterSection side="karate" />
      </main>
      <SiteFooter />
    </>
  );
}
