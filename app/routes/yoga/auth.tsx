import { authPage } from "~/content/accounts";
import { studio } from "~/content/studio";
import { metaFor } from "~/components/layout/page-meta";
import { StudentAccount } from "~/components/sections/student-account";

export const meta = metaFor({
  title: `Student Account | ${studio.yogaName}`,
  description: authPage.sides.yoga.description,
  path: "/yoga/auth",
});

export default function YogaAuth() {
  return <StudentAccount side="yoga" />;
}
