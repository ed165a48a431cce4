import { readFileSync } from "node:fs";
import { latency, type Latency } from "../bench/metrics.ts";
import { rareName } from "./record-rows.ts";

// What `npm run bench:scale` measures on one site: each staff page's server time (the whole
// answer over loopback, one request at a time), the public pages that list records with the size
// of what they send, and the CSV exports streamed while `/` keeps being asked for.

type Answer = { ms: number; status: number; bytes: number };

async function timedGet(url: string, cookie?: string): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(url, {
    redirect: "manual",
    headers: cookie ? { Cookie: cookie } : {},
    signal: AbortSignal.timeout(30_000),
  });
  const body = await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status, bytes: body.byteLength };
}

/** The staff pages measured, each at the address a person would open. */
export const staffPages = [
  { name: "Help (no records read: the staff frame alone)", path: "/admin/help" },
  { name: "Dashboard", path: "/admin" },
  { name: "Inbox, first page", path: "/admin/inbox" },
  { name: "Inbox, a name searched", path: `/admin/inbox?q=${rareName.toLowerCase()}` },
  { name: "Inbox, a common word searched", path: "/admin/inbox?q=schedule" },
  { name: "Inbox, unread on the yoga side", path: "/admin/inbox?state=unread&side=yoga" },
  { name: "Subscribers, a name searched", path: `/admin/subscribers?q=${rareName.toLowerCase()}` },
  {
    name: "Subscribers, unsubscribed on the karate side",
    path: "/admin/subscribers?state=unsubscribed&side=karate",
  },
  { name: "Events", path: "/admin/events" },
  { name: "Audit log, one kind of record", path: "/admin/audit?kind=subscriber" },
  { name: "Audit log, one person", path: "/admin/audit?actor=generated-staff-6" },
  { name: "Deliveries", path: "/admin/deliveries" },
  { name: "Schedule", path: "/admin/schedule" },
] as const;

/** The public pages that list records, and the calendar feeds. */
export const publicPages = [
  { name: "/events", path: "/events" },
  { name: "/resources", path: "/resources" },
  { name: "/events.ics", path: "/events.ics" },
  { name: "/calendar/classes.ics", path: "/calendar/classes.ics" },
  { name: "/calendar/closures.ics", path: "/calendar/closures.ics" },
] as const;

export type PageFigures = Latency & { bytes: number };

/** `count` requests to one page, one after another, after `warm` not counted. */
export async function pageTimes(
  origin: string,
  path: string,
  { cookie, count = 50, warm = 5 }: { cookie?: string; count?: number; warm?: number } = {},
): Promise<PageFigures> {
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < warm + count; i++) {
    const answer = await timedGet(`${origin}${path}`, cookie);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    if (i >= warm) samples.push(answer.ms);
    bytes = answer.bytes;
  }
  return { ...latency(samples), bytes };
}

/** The resident memory of a process, in MB (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

export type ExportFigures = {
  rows: number;
  megabytes: number;
  firstByteMs: number;
  totalMs: number;
  rssGrowthMb: number;
  home: Latency;
};

/**
 * Downloads one export whole, reading as it arrives, while sampling the server's memory every
 * 20 ms and asking for `/` one request after another until the download ends.
 */
export async function measureExport(
  origin: string,
  path: string,
  cookie: string,
  pid: number,
): Promise<ExportFigures> {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  const download = { done: false };
  const homeTimes: number[] = [];
  const home = (async () => {
    while (!download.done && homeTimes.length < 10_000) {
      const answer = await timedGet(`${origin}/`);
      if (answer.status !== 200) throw new Error(`/ answered ${answer.status} during an export`);
      homeTimes.push(answer.ms);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  try {
    const started = performance.now();
    const response = await fetch(`${origin}${path}`, {
      headers: { Cookie: cookie },
      signal: AbortSignal.timeout(300_000),
    });
    if (response.status !== 200 || !response.body) {
      throw new Error(`${path} answered ${response.status}`);
    }
    let firstByteMs = 0;
    let bytes = 0;
    let lines = 0;
    const reader = response.body.getReader();
    for (;;) {
      const { done: ended, value } = await reader.read();
      if (ended) break;
      if (bytes === 0) firstByteMs = performance.now() - started;
      bytes += value.byteLength;
      for (const byte of value) if (byte === 10) lines += 1;
    }
    const totalMs = performance.now() - started;
    download.done = true;
    await home;
    return {
      // The header is a line too; a message's own line breaks are quoted, and counted here: the
      // generated messages have none.
      rows: lines - 1,
      megabytes: bytes / 1024 / 1024,
      firstByteMs,
      totalMs,
      rssGrowthMb: Math.max(0, peak - before),
      home: latency(homeTimes),
    };
  } finally {
    download.done = true;
    clearInterval(sampler);
    await home.catch(() => undefined);
  }
}
