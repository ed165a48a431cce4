import { loginPage } from "~/content/accounts";
import { studio } from "~/content/studio";
import { metaFor } from "~/components/layout/page-meta";
import { StudentLogin } from "~/components/sections/student-account";

export const meta = metaFor({
  title: `Log In | ${studio.yogaName}`,
  description: loginPage.sides.yoga.description,
  path: "/yoga/login",
});

export default function YogaLogin() {
  return <StudentLogin side="yoga" />;
}
