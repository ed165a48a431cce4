import type { Route } from "./+types/login";
import { loginPage } from "~/content/accounts";
import { studio } from "~/content/studio";
import { pageMeta } from "~/components/layout/page-meta";
import { StudentLogin } from "~/components/sections/student-account";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: `Log In | ${studio.yogaName}`,
      description: loginPage.sides.yoga.description,
      path: "/yoga/login",
    },
    matches,
  );
}

export default function YogaLogin() {
  return <StudentLogin side="yoga" />;
}
