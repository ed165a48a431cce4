import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  type LinksFunction,
} from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import { siteText } from "~/content/site";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { siteOrigin } from "~/infra/env.server";
import { widgetConfig } from "~/infra/widgets.server";
import type { RootWidgetData } from "~/lib/widgets";
import { useNonce } from "~/lib/nonce";
import { RequestReference } from "~/lib/request-reference";
import { ScrollOnNavigate } from "~/lib/scroll-on-navigate";
import { sideOfPath } from "~/site-pages";
import headingFont from "~/assets/fonts/shippori-mincho-700.woff2?url";
import { unicodeRange } from "~/lib/heading-font";
import stylesheet from "./app.css?inline";
import { usePathname } from "~/lib/use-pathname";
import { watchReveals } from "~/components/ui/reveal";
import { useHydrated } from "~/lib/use-hydrated";
import { tookOver } from "~/components/ui/static";
import { loadIconSprite } from "~/components/ui/icons";
import { drawSectionsBeforeFragmentLinks } from "~/lib/sections";
import { whenIdle } from "~/lib/idle";

// The headings' typeface, self-hosted: one weight, cut to the characters headings hold
// (app/lib/heading-font.ts). `optional`: if it has not arrived by the first paint the fallback
// serif stays for that page, so text never reflows.
const headingFontFace = () =>
  `@font-face{font-family:"Shippori Mincho";font-style:normal;font-weight:700;font-display:optional;src:url(${headingFont}) format("woff2");unicode-range:${unicodeRange()}}`;

// The styles travel in the HTML only. The browser bundle leaves them out (the condition is false
// there, so the stylesheet's text is dropped from it); React does not compare this element's
// content when it takes over the page, and never changes it afterwards.
const inlineStyles = import.meta.env.SSR ? headingFontFace() + stylesheet : "";

export const links: LinksFunction = () => [
  { rel: "preload", href: headingFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export function loader() {
  const data = { origin: siteOrigin(), widgets: widgetConfig() };
  // The widgets read this through useRouteLoaderData("root"), by this type.
  return data satisfies RootWidgetData;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const pathname = usePathname();
  const hydrated = useHydrated();
  // Marks the moment the page is interactive (the app starts after the first paint): once the
  // components that draw differently with JavaScript (useHydrated) have switched.
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = "true";
  }, [hydrated]);
  useEffect(() => {
    tookOver();
    // Reveals inside static sections, which run no effects of their own.
    watchReveals();
    // The icons of other pages, for links followed in the app; not before the page is idle.
    const cancelIcons = whenIdle(() => void loadIconSprite());
    const stopDrawing = drawSectionsBeforeFragmentLinks();
    return () => {
      cancelIcons();
      stopDrawing();
    };
  }, []);
  return (
    <html lang="en" data-side={pathname === "/" ? "home" : sideOfPath(pathname)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f2a44" />
        <Meta />
        {/* Inline: one round trip fewer before the first paint. The server keeps only the rules
            this page's HTML can use (lib/page-styles.server.ts). */}
        <style data-site-styles="" dangerouslySetInnerHTML={{ __html: inlineStyles }} />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded-control bg-primary px-4 py-2 text-on-primary focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:flex focus:min-h-11 focus:items-center focus:px-4 focus:py-2"
        >
          {siteText.skipLink}
        </a>
        {children}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <ScrollOnNavigate />
      <Outlet />
    </>
  );
}

/** A route failure: the spec's error screen (§2, §8), never a stack trace. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText || String(error.data ?? "")}`.trim()
    : error instanceof Error
      ? error.message
      : siteText.error.fallbackMessage;
  return (
    <>
      <SiteHeader />
      <main id="main" className="mx-auto max-w-3xl px-4 pt-16 pb-16">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{siteText.error.heading}</h1>
        <p className="mt-4 rounded-card border border-danger/30 bg-danger-surface p-4 font-mono text-danger">
          {message}
        </p>
        <RequestReference
          label={siteText.error.reference}
          className="mt-4 text-sm text-ink-muted"
        />
      </main>
      <SiteFooter />
    </>
  );
}
