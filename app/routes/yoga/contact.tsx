import { useActionData } from "react-router";
import type { Route } from "./+types/contact";
import { contactPage } from "~/content/contact-page";
import { studio } from "~/content/studio";
import { requestContext } from "~/infra/request-context";
import { metaFor } from "~/components/layout/page-meta";
import { ContactPage } from "~/components/sections/contact-page";
import { contactPageAction } from "../forms/contact-post.server";

export function action({ request, context }: Route.ActionArgs) {
  return contactPageAction(request, context.get(requestContext), "yoga");
}

/** The action's status headers (Retry-After, no-store) reach the browser with the page. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export const meta = metaFor({
  // The title names the centre, the town, martial arts and yoga (spec §2).
  title: `Contact ${studio.yogaName} | Martial Arts & Yoga in ${studio.address.locality}, NY`,
  description: contactPage.sides.yoga.description,
  path: "/yoga/contact",
});

export default function YogaContact() {
  return <ContactPage side="yoga" serverResult={useActionData<typeof action>()} />;
}
