import { loginPage } from "~/content/accounts";
import { studio } from "~/content/studio";
import { metaFor } from "~/components/layout/page-meta";
import { StudentLogin } from "~/components/sections/student-account";

export const meta = metaFor({
  title: `Log In | ${studio.name}`,
  description: loginPage.sides.karate.description,
  path: "/login",
});

export default function Login() {
  return <StudentLogin side="karate" />;
}
