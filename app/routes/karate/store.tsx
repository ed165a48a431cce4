import { MessageCircleQuestion } from "~/components/ui/icons";
import { Link } from "react-router";
import type { Route } from "./+types/store";
import { storePage } from "~/content/store";
import { studio } from "~/content/studio";
import { pageMeta } from "~/lib/meta";
import { ProviderWidget } from "~/components/embeds/provider-widget";
import { PageHero } from "~/components/sections/page-hero";
import { Button } from "~/components/ui/button";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    { title: `Store | ${studio.name}`, description: storePage.description, path: "/store" },
    matches,
  );
}

export default function Store() {
  return (
    <>
      <PageHero eyebrow={storePage.eyebrow} title={storePage.title} intro={storePage.intro} />
      <div className="mx-auto max-w-5xl px-4 pb-12">
        <ProviderWidget kind="store" title={storePage.widgetTitle} />
      </div>
      <section aria-labelledby="store-help-heading" className="px-4 pb-20">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 rounded-card border border-border bg-surface p-8 text-center shadow-card">
          <MessageCircleQuestion aria-hidden className="size-10 text-accent" />
          <h2 id="store-help-heading" className="text-2xl font-bold text-ink">
            {storePage.helpHeading}
          </h2>
          <p className="text-ink-muted">{storePage.helpText}</p>
          <Button asChild variant="outline">
            <Link to="/contact">{storePage.helpLink}</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
