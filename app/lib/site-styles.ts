import siteStylesheet from "~/app.css?url";

// The page arrives with only the rules its own HTML uses (lib/page-styles.server.ts). Pages the
// app draws later, and parts it draws once it has started (the menu's panel, dialogs, toasts),
// need the whole stylesheet: it is loaded once, right after the page's own styles, so that the
// same rules stay in the same order. Linked after the first paint, it never holds the first paint up.
// What every page carries inline (@property rules, the root's variables, rules for every element)
// is left out of it, so adding it restyles only the elements its rules name (decision 033).

/** How long the app waits for the stylesheet before it goes on without it. */
const LONGEST_WAIT_MS = 3000;

let loaded: Promise<void> | undefined;

/** Starts loading the whole stylesheet (once); settles when it applies, fails or takes too long. */
export function siteStylesReady(): Promise<void> {
  loaded ??= new Promise<void>((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = siteStylesheet;
    link.addEventListener("load", () => resolve());
    link.addEventListener("error", () => resolve());
    setTimeout(resolve, LONGEST_WAIT_MS);
    // Right after the page's own styles and before any other stylesheet: the staff pages'
    // admin.css holds the same rules and more, and must keep coming last.
    const own = document.head.querySelector("style[data-site-styles]");
    if (own) own.after(link);
    else document.head.prepend(link);
  });
  return loaded;
}
