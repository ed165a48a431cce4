import { authPage } from "~/content/accounts";
import { studio } from "~/content/studio";
import { metaFor } from "~/components/layout/page-meta";
import { StudentAccount } from "~/components/sections/student-account";

export const meta = metaFor({
  title: `Student Account | ${studio.name}`,
  description: authPage.sides.karate.description,
  path: "/auth",
});

export default function Auth() {
  return <StudentAccount side="karate" />;
}
