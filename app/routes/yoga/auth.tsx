import type { Route } from "./+types/auth";
import { authPage } from "~/content/accounts";
import { studio } from "~/content/studio";
import { pageMeta } from "~/components/layout/page-meta";
import { StudentAccount } from "~/components/sections/student-account";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: `Student Account | ${studio.yogaName}`,
      description: authPage.sides.yoga.description,
      path: "/yoga/auth",
    },
    matches,
  );
}

export default function YogaAuth() {
  return <StudentAccount side="yoga" />;
}
