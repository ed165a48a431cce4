import { useLocation } from "react-router";
import { loginPage } from "~/content/accounts";
import { studio } from "~/content/studio";
import { metaBySide } from "~/components/layout/page-meta";
import { StudentLogin } from "~/components/sections/student-account";
import { sideOfPath } from "~/site-pages";

// The student log-in page, at /login for karate and /yoga/login for yoga (app/routes.ts).

export const meta = metaBySide((side) => ({
  title: `Log In | ${side === "yoga" ? studio.yogaName : studio.name}`,
  description: loginPage.sides[side].description,
  path: side === "yoga" ? "/yoga/login" : "/login",
}));

export default function Login() {
  return <StudentLogin side={sideOfPath(useLocation().pathname)} />;
}
