import type { Route } from "./+types/login";
import { loginPage } from "~/content/accounts";
import { studio } from "~/content/studio";
import { pageMeta } from "~/components/layout/page-meta";
import { StudentLogin } from "~/components/sections/student-account";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: `Log In | ${studio.name}`,
      description: loginPage.sides.karate.description,
      path: "/login",
    },
    matches,
  );
}

export default function Login() {
  return <StudentLogin side="karate" />;
}
