import { Outlet } from "react-router";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";

/** The karate and yoga sides: fixed header, content below it, footer. */
export default function SiteLayout() {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="pt-[calc(var(--header-height)+1rem)] outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
