import type { Route } from "./+types/auth";
import { authPage } from "~/content/accounts";
import { studio } from "~/content/studio";
import { pageMeta } from "~/components/layout/page-meta";
import { StudentAccount } from "~/components/sections/student-account";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: `Student Account | ${studio.name}`,
      description: authPage.sides.karate.description,
      path: "/auth",
    },
    matches,
  );
}

export default function Auth() {
  return <StudentAccount side="karate" />;
}
