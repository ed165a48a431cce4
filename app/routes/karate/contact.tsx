import { useActionData } from "react-router";
import type { Route } from "./+types/contact";
import { contactPage } from "~/content/contact-page";
import { studio } from "~/content/studio";
import { contactPageAction } from "~/lib/contact-route.server";
import { pageMeta } from "~/lib/meta";
import { ContactPage } from "~/components/sections/contact-page";

export function action(args: Route.ActionArgs) {
  return contactPageAction(args, "karate");
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: `Contact | ${studio.name}`,
      description: contactPage.sides.karate.description,
      path: "/contact",
    },
    matches,
  );
}

export default function Contact() {
  return <ContactPage side="karate" serverResult={useActionData<typeof action>()} />;
}
