// The site's own server entry, unchanged: the same streaming, the same paint-first rewrite of the
// start-up script, and the server runtime our HTTP server requires of every build. `~` is the
// project's app/ (see vite.config.ts). None of it reaches the browser.
export { default, serverRuntime, streamTimeout } from "~/entry.server";
