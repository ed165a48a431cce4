// A browser's User-Agent header in plain words, for the sessions staff see on My Account:
// "Chrome on Android", "Safari on iPhone", "Firefox on Windows". Browsers name themselves after
// the ones they copy, so the specific names are checked before the general ones (Edge and Opera
// say "Chrome", Chrome says "Safari"); on an iPhone every browser is Safari underneath and gives
// its own name in a token of its own (CriOS, FxiOS, EdgiOS).

const browsers: [name: string, pattern: RegExp][] = [
  ["Edge", /\bEdg(e|A|iOS)?\//],
  ["Opera", /\b(OPR|OPiOS|Opera)\//],
  ["Samsung Internet", /\bSamsungBrowser\//],
  ["Firefox", /\b(Firefox|FxiOS)\//],
  ["Chrome", /\b(Headless)?(Chrome|CriOS)\//],
  ["Safari", /\bVersion\/[\d.]+.*\bSafari\//],
];

const systems: [name: string, pattern: RegExp][] = [
  ["iPhone", /\biPhone\b/],
  ["iPad", /\biPad\b/],
  ["Android", /\bAndroid\b/],
  ["Windows", /\bWindows\b/],
  ["ChromeOS", /\bCrOS\b/],
  ["Mac", /\bMacintosh\b|\bMac OS X\b/],
  ["Linux", /\bLinux\b/],
];

function firstMatch(list: [string, RegExp][], text: string): string | undefined {
  return list.find(([, pattern]) => pattern.test(text))?.[0];
}

/**
 * "Chrome on Android", "Safari on iPhone", "A browser on Linux", "Firefox"; null when the header
 * is missing or names neither a browser nor a system (a script, a command-line tool).
 */
export function describeUserAgent(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const browser = firstMatch(browsers, userAgent);
  const system = firstMatch(systems, userAgent);
  if (browser && system) return `${browser} on ${system}`;
  if (system) return `A browser on ${system}`;
  return browser ?? null;
}
