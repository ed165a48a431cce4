import { execFile } from "node:child_process";
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Throughput } from "./budgets.ts";
import type { BareAnswers } from "./bare-node.ts";
import {
  checkSameAnswers,
  type CopiedAnswer,
  copyAnswers,
  headBytes,
  nginxPathOf,
  startNginx,
} from "./nginx.ts";
import {
  type Cleanup,
  freePort,
  type Service,
  startService,
  stopService,
  waitForOk,
} from "./processes.ts";

// Requests per second on a prerendered page and on a page kept in memory while its data holds:
// our server against nginx serving the same bytes. nginx is the yardstick of "a static file as
// fast as this machine serves it" (nginx.ts). scripts/bench-pages.ts uses the same pieces for every
// data page.

const execFileAsync = promisify(execFile);

/** Same settings for both servers; -d bounds the run, so nothing loops forever. */
export const WRK_ARGS = ["-t1", "-c32", "-d10s", "--latency"];

export type WrkResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Non-2xx/3xx answers plus socket errors; a fast server answering errors is not a result. */
  errors: number;
};

export async function runWrk(wrkPath: string, url: string): Promise<WrkResult> {
  const { stdout } = await execFileAsync(wrkPath, [...WRK_ARGS, url], { timeout: 60_000 });
  return parseWrk(stdout);
}

/** A short load before a measurement, so a server's first seconds (JIT, caches) are not in it. */
export async function warmUp(wrkPath: string, url: string): Promise<void> {
  await execFileAsync(wrkPath, ["-t1", "-c32", "-d2s", url], { timeout: 30_000 });
}

export function parseWrk(output: string): WrkResult {
  const rate = /^Requests\/sec:\s+([\d.]+)/m.exec(output);
  if (!rate?.[1]) throw new Error(`could not read Requests/sec from wrk:\n${output}`);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  const errors =
    (socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0) +
    Number(non2xx?.[1] ?? 0);
  return {
    requestsPerSecond: Number(rate[1]),
    p50Ms: latencyMs(output, "50%"),
    p99Ms: latencyMs(output, "99%"),
    requests: Number(/(\d+) requests in/.exec(output)?.[1] ?? 0),
    errors,
  };
}

/** A line of wrk's --latency distribution, e.g. "99%    2.31ms", in milliseconds. */
function latencyMs(output: string, percentile: string): number {
  const match = new RegExp(`^\\s+${percentile}\\s+([\\d.]+)(us|ms|s)\\s*$`, "m").exec(output);
  if (!match?.[1]) return Number.NaN;
  const factor = { us: 0.001, ms: 1, s: 1000 }[match[2] ?? "ms"] ?? 1;
  return Number(match[1]) * factor;
}

/** The pages the throughput is measured on: one prerendered, one kept while its data holds. */
export const throughputPages = [
  { path: "/", kind: "prerendered" },
  { path: "/camps", kind: "data" },
] as const;

export type Comparison = {
  path: string;
  /** "prerendered": written at build time; "data": rendered once and kept while its data holds. */
  kind: "prerendered" | "data";
  /** The page's HTML as our server sends it to wrk (uncompressed), which nginx serves too. */
  bytes: number;
  /** Each server's status line and headers, in bytes: nginx sends our server's headers too. */
  head: { ours: number; nginx: number };
  /** Each server's median round, by requests per second. */
  ours: WrkResult;
  nginx: WrkResult;
  /** The median of the rounds' ratios (ours / nginx's, run one after the other). */
  ratio: number;
  /**
   * Node's HTTP server alone on the same bytes and headers, just started (bare-node.ts): its
   * median round, the median of its rounds' ratios to nginx's, and its head in bytes.
   */
  bareNode?: { result: WrkResult; ratio: number; head: number };
};

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

function medianRun(results: WrkResult[]): WrkResult {
  const middle = median(results.map((run) => run.requestsPerSecond));
  const run = results.find((each) => each.requestsPerSecond === middle);
  if (!run) throw new Error("no wrk run to take the median of");
  return run;
}

/**
 * Our server and nginx on the same bytes, side by side: a warm-up of each, then `rounds` rounds
 * of ours followed by nginx's (and the bare Node server's, when given). The ratio is the median
 * of the rounds' ratios, each of runs seconds apart, so a change in the machine's load over the
 * run weighs on them alike. Each server's figures are its median round; errors are those of
 * every round.
 */
export async function compareWithNginx(
  wrkPath: string,
  oursUrl: string,
  nginxUrl: string,
  rounds: number,
  bareNodeUrl?: string,
): Promise<
  Pick<Comparison, "ours" | "nginx" | "ratio"> & { bareNode?: { result: WrkResult; ratio: number } }
> {
  await warmUp(wrkPath, oursUrl);
  await warmUp(wrkPath, nginxUrl);
  if (bareNodeUrl) await warmUp(wrkPath, bareNodeUrl);
  const ours: WrkResult[] = [];
  const theirs: WrkResult[] = [];
  const bare: WrkResult[] = [];
  for (let round = 0; round < rounds; round++) {
    ours.push(await runWrk(wrkPath, oursUrl));
    theirs.push(await runWrk(wrkPath, nginxUrl));
    if (bareNodeUrl) bare.push(await runWrk(wrkPath, bareNodeUrl));
  }
  const summary = (results: WrkResult[]) => ({
    ...medianRun(results),
    errors: results.reduce((sum, run) => sum + run.errors, 0),
  });
  const ratioToNginx = (results: WrkResult[]) =>
    median(
      results.map((run, round) => {
        const nginxRate = theirs[round]?.requestsPerSecond ?? 0;
        return nginxRate > 0 ? run.requestsPerSecond / nginxRate : 0;
      }),
    );
  return {
    ours: summary(ours),
    nginx: summary(theirs),
    ratio: ratioToNginx(ours),
    ...(bare.length > 0 ? { bareNode: { result: summary(bare), ratio: ratioToNginx(bare) } } : {}),
  };
}

/**
 * Requests per second on a prerendered page and on a data page served from memory: our server
 * (already running on `ourPort`) against nginx serving the body and headers our server answered.
 */
export async function measureThroughput(
  tools: { nginx: string; wrk: string },
  ourPort: number,
  tmpDir: string,
  cleanup: Cleanup,
  rounds = 3,
): Promise<Throughput> {
  const origin = `http://127.0.0.1:${ourPort}`;
  const files = path.join(tmpDir, "throughput");
  // nginx's workers run as another user where it is started as root: they must reach the files.
  mkdirSync(files, { recursive: true });
  chmodSync(tmpDir, 0o755);
  const answers = await copyAnswers(
    origin,
    throughputPages.map((page) => page.path),
    files,
  );
  const nginxPort = await freePort();
  const nginxOrigin = `http://127.0.0.1:${nginxPort}`;
  const nginx = startNginx(tools.nginx, files, nginxPort, tmpDir, answers);
  cleanup.add("stop nginx", () => stopService(nginx));
  await waitForOk(nginx, `${nginxOrigin}/`, 15_000);
  const heads = await checkSameAnswers(answers, origin, nginxOrigin);
  const bare = await startBareNode(answers, files, tmpDir, cleanup);
  const pages: Comparison[] = [];
  for (const { path: page, kind } of throughputPages) {
    const nginxUrl = `${nginxOrigin}${nginxPathOf(page)}`;
    const bareUrl = `${bare.origin}${page}`;
    const { bareNode, ...compared } = await compareWithNginx(
      tools.wrk,
      `${origin}${page}`,
      nginxUrl,
      rounds,
      bareUrl,
    );
    const head = heads.get(page) ?? { ours: 0, nginx: 0 };
    pages.push({
      path: page,
      kind,
      bytes: answers.get(page)?.bytes ?? 0,
      head,
      ...compared,
      ...(bareNode ? { bareNode: { ...bareNode, head: await headBytes(bareUrl) } } : {}),
    });
  }
  await stopService(nginx);
  await stopService(bare.service);
  return { rounds, pages };
}

/**
 * Starts Node's HTTP server alone (bare-node.ts) on the copied answers, one worker per core as
 * our server runs, and returns it once it answers.
 */
async function startBareNode(
  answers: ReadonlyMap<string, CopiedAnswer>,
  files: string,
  tmpDir: string,
  cleanup: Cleanup,
): Promise<{ service: Service; origin: string }> {
  const spec: BareAnswers = Object.fromEntries(
    [...answers].map(([page, answer]) => [
      page,
      { file: path.join(files, page, "index.html"), headers: answer.headers },
    ]),
  );
  const specFile = path.join(tmpDir, "bare-node-answers.json");
  writeFileSync(specFile, JSON.stringify(spec));
  const port = await freePort();
  const service = startService(
    "bare node",
    process.execPath,
    [
      path.join(import.meta.dirname, "bare-node.ts"),
      specFile,
      String(port),
      String(availableParallelism()),
    ],
    { cwd: tmpDir, ownGroup: true },
  );
  cleanup.add("stop the bare Node server", () => stopService(service));
  const origin = `http://127.0.0.1:${port}`;
  await waitForOk(service, `${origin}/`, 15_000);
  return { service, origin };
}
