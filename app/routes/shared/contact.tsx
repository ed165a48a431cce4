import { useActionData, useLocation } from "react-router";
import type { Route } from "./+types/contact";
import { contactPage } from "~/content/contact-page";
import { studio } from "~/content/studio";
import { requestContext } from "~/infra/request-context";
import { metaBySide } from "~/components/layout/page-meta";
import { ContactPage } from "~/components/sections/contact-page";
import { sideOfPath } from "~/site-pages";
import { contactPageAction } from "../forms/contact-post.server";

// The contact page, at /contact for karate and /yoga/contact for yoga (app/routes.ts).

export function action({ request, context }: Route.ActionArgs) {
  const side = sideOfPath(new URL(request.url).pathname);
  return contactPageAction(request, context.get(requestContext), side);
}

/** The action's status headers (Retry-After, no-store) reach the browser with the page. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export const meta = metaBySide((side) => ({
  // The yoga title names the centre, the town, martial arts and yoga (spec §2).
  title:
    side === "yoga"
      ? `Contact ${studio.yogaName} | Martial Arts & Yoga in ${studio.address.locality}, NY`
      : `Contact | ${studio.name}`,
  description: contactPage.sides[side].description,
  path: side === "yoga" ? "/yoga/contact" : "/contact",
}));

export default function Contact() {
  const side = sideOfPath(useLocation().pathname);
  return <ContactPage side={side} serverResult={useActionData<typeof action>()} />;
}
