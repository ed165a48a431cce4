import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { siteStylesReady } from "~/lib/site-styles";

// The page's HTML and its own styles use short class names (lib/short-class-names.server.ts);
// what the app draws uses the long ones, which only the whole stylesheet styles. So the app
// takes the page over once that stylesheet applies (or could not be had, at most 3 s): nothing it
// draws again (a tab, an answer, an error) is ever shown unstyled.
void siteStylesReady().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
