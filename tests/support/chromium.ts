// Debian's Chromium for the browser tests and the benchmark (Playwright cannot download its own
// browser on these machines). CHROMIUM_PATH points elsewhere; the flags are QUALITY.md's.

export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
}
