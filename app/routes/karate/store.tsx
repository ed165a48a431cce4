import { MessageCircleQuestion } from "~/components/ui/icons";
import { Link } from "react-router";
import type { Route } from "./+types/store";
import { storePage } from "~/content/store";
import { studio } from "~/content/studio";
import { pageMeta } from "~/components/layout/page-meta";
import { ProviderWidget } from "~/components/embeds/provider-widget";
import { PageHero } from "~/components/sections/page-hero";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    { title: `Store | ${studio.name}`, description: storePage.description, path: "/store" },
    matches,
  );
}

export default function Store() {
  return (
    <>
      <PageHero words={storePage} />
      <div className="mx-auto max-w-5xl px-4 pb-12">
        <ProviderWidget kind="store" title={storePage.widgetTitle} />
      </div>
      <section aria-labelledby="store-help-heading" className="px-4 pb-20">
        <Card className="mx-auto flex max-w-3xl flex-col items-center gap-4 p-8 text-center">
          <MessageCircleQuestion aria-hidden className="size-10 text-accent" />
          <h2 id="store-help-heading" className="text-2xl font-bold text-ink">
            {storePage.helpHeading}
          </h2>
          <p className="text-ink-muted">{storePage.helpText}</p>
          <Button asChild variant="outline">
            <Link to="/contact">{storePage.helpLink}</Link>
          </Button>
        </Card>
      </section>
    </>
  );
}
