import { Outlet } from "react-router";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";

/** The karate and yoga sides: header, content 96 px below the top (spec §9), footer. */
export default function SiteLayout() {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="pt-4 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
