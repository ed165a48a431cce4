import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";
import { LogoMark } from "~/components/layout/logo";
import { Button } from "~/components/ui/button";
import { siteText } from "~/content/site";
import { studio } from "~/content/studio";
import { logger } from "~/infra/logger.server";
import { pageMeta } from "~/components/layout/page-meta";

// Any path no other route claims (spec §2 "Not-found page"): the page, with HTTP 404.

export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  logger.warn({ path }, "path not found");
  return data({ path }, { status: 404 });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [
    ...pageMeta(
      {
        title: `${siteText.notFound.title} | ${studio.name}`,
        description: siteText.notFound.text,
        path: loaderData?.path ?? "/",
        under: "none",
      },
      matches,
    ),
    { name: "robots", content: "noindex" },
  ];
}

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <LogoMark className="size-20 text-accent" />
      <h1 className="mt-6 text-4xl font-bold text-ink sm:text-5xl">{siteText.notFound.title}</h1>
      <p className="mt-4 text-lg text-ink-muted">{siteText.notFound.text}</p>
      <Button asChild size="lg" className="mt-10">
        <Link to="/">{`${siteText.notFound.returnLabel} ${studio.shortName}`}</Link>
      </Button>
    </section>
  );
}
