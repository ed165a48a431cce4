import { useLocation } from "react-router";
import { authPage } from "~/content/accounts";
import { studio } from "~/content/studio";
import { metaBySide } from "~/components/layout/page-meta";
import { StudentAccount } from "~/components/sections/student-account";
import { sideOfPath } from "~/site-pages";

// The student account page, at /auth for karate and /yoga/auth for yoga (app/routes.ts).

export const meta = metaBySide((side) => ({
  title: `Student Account | ${side === "yoga" ? studio.yogaName : studio.name}`,
  description: authPage.sides[side].description,
  path: side === "yoga" ? "/yoga/auth" : "/auth",
}));

export default function Auth() {
  return <StudentAccount side={sideOfPath(useLocation().pathname)} />;
}
