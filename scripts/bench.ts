// The performance budgets of QUALITY.md, measured: Lighthouse (mobile) on every public page and
// the not-found page, the JavaScript each loads, and our server's throughput on a prerendered
// page next to nginx's on the same file. Writes BENCHMARKS.md and prints its tables.
// Usage: npm run bench [-- --no-build] [-- --runs N]
// Exit code: 0 all budgets met, 1 a budget missed, 2 the benchmark itself could not run.
// Needs Debian's chromium (or CHROMIUM_PATH), nginx (or NGINX_PATH) and wrk; installs nothing.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sitePages } from "~/site-pages";
import { type RouteResult, type Throughput } from "./bench/budgets.ts";
import { createGzipSizer, gzippedTotal } from "./bench/javascript.ts";
import { launchChrome, medianRun } from "./bench/lighthouse.ts";
import {
  type Cleanup,
  createCleanup,
  findExecutable,
  freePort,
  runCommand,
  type Service,
  startService,
  stopService,
  versionOf,
  waitForOk,
} from "./bench/processes.ts";
import { allMisses, describeMachine, renderMarkdown, routeTable, throughputTable } from "./bench/report.ts";
import { runWrk, startNginx } from "./bench/throughput.ts";

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "build", "client");
const NOT_FOUND_PATH = "/this-page-does-not-exist";

type Tools = { chromium: string; nginx: string; wrk: string };

function readOptions(): { build: boolean; runs: number } {
  const { values } = parseArgs({ options: { "no-build": { type: "boolean" }, runs: { type: "string" } } });
  const runs = Number(values.runs ?? 3);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be a whole number ≥ 1, got ${values.runs}`);
  return { build: !values["no-build"], runs };
}

/** Every outside tool, checked before anything starts, so a missing one fails in seconds. */
function requireTools(): Tools {
  const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const nginxPath = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
  const chromium = findExecutable(chromiumPath);
  const nginx = findExecutable(nginxPath);
  const wrk = findExecutable("wrk");
  if (chromium && nginx && wrk) return { chromium, nginx, wrk };
  const missing = [
    chromium
      ? ""
      : `  chromium: not found at ${chromiumPath} (apt-get install chromium, or set CHROMIUM_PATH)`,
    nginx ? "" : `  nginx: not found at ${nginxPath} (apt-get install nginx-light, or set NGINX_PATH)`,
    wrk ? "" : "  wrk: not found in PATH (apt-get install wrk)",
  ];
  throw new Error(`The benchmark needs tools that are missing:\n${missing.filter(Boolean).join("\n")}`);
}

/** The production server, as `npm run serve` starts it, on a throwaway database. */
async function startAppServer(port: number, dataDir: string, cleanup: Cleanup): Promise<Service> {
  const server = startService("our server", process.execPath, ["server/index.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${path.join(dataDir, "site.db")}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
  });
  cleanup.add("stop our server", () => stopService(server));
  await waitForOk(server, `http://127.0.0.1:${port}/healthz`);
  return server;
}

async function measureRoutes(origin: string, tools: Tools, runs: number, cleanup: Cleanup) {
  const routes = [
    ...sitePages.map((page) => ({ name: page.path, path: page.path, checkSeo: true })),
    { name: "404", path: NOT_FOUND_PATH, checkSeo: false },
  ];
  const chrome = await launchChrome(tools.chromium);
  cleanup.add("stop Chrome", () => chrome.kill());
  const gzipSize = createGzipSizer();
  const results: RouteResult[] = [];
  let lighthouseVersion = "unknown";
  mkdirSync(path.join(root, ".bench"), { recursive: true });
  for (const route of routes) {
    const url = `${origin}${route.path}`;
    const run = await medianRun(url, chrome.port, runs, (index, each) => {
      const s = each.scores;
      console.info(
        `  ${route.name} run ${index + 1}/${runs}: perf ${s.performance}, a11y ${s.accessibility}, ` +
          `bp ${s["best-practices"]}, seo ${s.seo}, LCP ${(each.lcpMs / 1000).toFixed(2)} s`,
      );
    });
    lighthouseVersion = run.lhr.lighthouseVersion;
    // The full report of the median run, for digging into an audit (.bench/ is not committed).
    const slug = route.name.replace(/^\/|\/$/g, "").replaceAll("/", "-") || "home";
    writeFileSync(path.join(root, ".bench", `${slug}.lighthouse.json`), JSON.stringify(run.lhr));
    results.push({
      name: route.name,
      url,
      scores: run.scores,
      lcpMs: run.lcpMs,
      tbtMs: run.tbtMs,
      cls: run.cls,
      jsGzipBytes: await gzippedTotal(
        run.scripts.map((script) => script.url),
        gzipSize,
      ),
      checkSeo: route.checkSeo,
      runtimeError: run.runtimeError,
      failingAudits: run.failingAudits,
    });
  }
  chrome.kill();
  return { routes: results, lighthouseVersion };
}

async function measureThroughput(
  ourPort: number,
  tools: Tools,
  tmp: string,
  cleanup: Cleanup,
): Promise<Throughput> {
  const ours = await runWrk(tools.wrk, `http://127.0.0.1:${ourPort}/`);
  const nginxPort = await freePort();
  const nginx = startNginx(tools.nginx, clientDir, nginxPort, tmp);
  cleanup.add("stop nginx", () => stopService(nginx));
  await waitForOk(nginx, `http://127.0.0.1:${nginxPort}/`, 15_000);
  const theirs = await runWrk(tools.wrk, `http://127.0.0.1:${nginxPort}/`);
  await stopService(nginx);
  return {
    ours,
    nginx: theirs,
    ratio: theirs.requestsPerSecond > 0 ? ours.requestsPerSecond / theirs.requestsPerSecond : 0,
  };
}

async function main(cleanup: Cleanup): Promise<number> {
  const options = readOptions();
  const [major] = process.versions.node.split(".").map(Number);
  if (!major || major < 24) {
    throw new Error(
      `Node ${process.version} is too old: run \`npm run bench\`, which uses the project's Node 24`,
    );
  }
  const tools = requireTools();

  if (options.build) await runCommand("npx", ["react-router", "build"], root);
  const tmp = mkdtempSync(path.join(tmpdir(), "studio-bench-"));
  cleanup.add("remove the temporary directory", () => rmSync(tmp, { recursive: true, force: true }));

  const port = await freePort();
  await startAppServer(port, path.join(tmp, "data"), cleanup);
  const origin = `http://127.0.0.1:${port}`;

  console.info(`Lighthouse, ${options.runs} runs per route, on ${origin}`);
  const { routes, lighthouseVersion } = await measureRoutes(origin, tools, options.runs, cleanup);
  console.info("Throughput on / (wrk, our server then nginx)");
  const throughput = await measureThroughput(port, tools, tmp, cleanup);

  const machine = describeMachine({
    chromium: versionOf(tools.chromium, ["--version"]),
    lighthouse: lighthouseVersion,
    nginx: versionOf(tools.nginx, ["-v"]),
    wrk: versionOf(tools.wrk, ["-v"]).replace(/\s+Copyright.*$/, ""),
  });
  const report = { machine, runs: options.runs, routes, throughput };
  writeFileSync(path.join(root, "BENCHMARKS.md"), renderMarkdown(report));

  const misses = allMisses(report);
  console.info(`\n${routeTable(routes)}\n\n${throughputTable(throughput, machine.cpus)}\n`);
  console.info(
    misses.length === 0 ? "All budgets met." : `Missed budgets:\n${misses.map((m) => `  - ${m}`).join("\n")}`,
  );
  console.info("Written to BENCHMARKS.md");
  return misses.length === 0 ? 0 : 1;
}

const cleanup = createCleanup();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers and Chrome`);
    void cleanup.run().finally(() => process.exit(130));
  });
}
let exitCode = 2;
try {
  exitCode = await main(cleanup);
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await cleanup.run();
}
process.exit(exitCode);
