// The performance budgets of QUALITY.md, measured: Lighthouse (mobile) on every public page and
// the not-found page, each beside its floor (the same document without scripts) and a reference
// page (the least a React Router page can be, reference-app/), interleaved and repeated; the
// JavaScript and HTML each page sends; our server's throughput next to nginx's on the same file;
// and the data layer under faults. Writes BENCHMARKS.md and prints its tables.
// Usage: npm run bench [-- --no-build] [-- --runs N (default 5)] [-- --pages /karate,/events,404]
// With --pages only those pages are measured (still beside their floors and the reference), the
// throughput and data layer are left out, and the report goes to .bench/partial.md.
// Exit code: 0 all budgets met, 1 a budget missed, 2 the benchmark itself could not run.
// Needs Debian's chromium-headless-shell (or LIGHTHOUSE_CHROME_PATH), nginx (or NGINX_PATH) and
// wrk; installs nothing.

import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PageResult, ReferenceResult } from "./bench/budgets.ts";
import {
  dataLayerMarkdown,
  dataLayerMisses,
  measureDataLayer,
  writeDataLayerSection,
} from "./bench/data-layer.ts";
import { captureFloors } from "./bench/floor.ts";
import { type Measurement, measureInterleaved } from "./bench/measure.ts";
import {
  assertRunning,
  type Cleanup,
  freePort,
  runCommand,
  stopService,
  versionOf,
  cleanupOnSignals,
} from "./bench/processes.ts";
import { buildReference } from "./bench/reference.ts";
import { allMisses, describeMachine, renderMarkdown, type Report } from "./bench/report.ts";
import { createGzipSizer, fetchAsset, fetchDocument, gzippedTotal } from "./bench/sizes.ts";
import { checkStaffCode, staffCodeMarkdown } from "./bench/staff-code.ts";
import { requireTools, snapshotBuild, startAppServer } from "./bench/setup.ts";
import { aimList, pageTable, throughputTable } from "./bench/tables.ts";
import { allTargets, readOptions } from "./bench/targets.ts";
import { keepOtherSections } from "./bench/sections.ts";
import { measureThroughput } from "./bench/throughput.ts";

const root = path.resolve(import.meta.dirname, "..");
const benchDir = path.join(root, ".bench");

/** The medians with the scripts' sizes, fetched while both servers still run. */
async function withSizes(
  measurement: Measurement,
  htmlGzipBytes: Map<string, number>,
  referenceHtmlGzipBytes: number,
): Promise<{ pages: PageResult[]; reference: ReferenceResult }> {
  const gzipSize = createGzipSizer();
  const scriptsOf = (urls: string[] | undefined) => gzippedTotal(urls ?? [], gzipSize);
  const pages: PageResult[] = [];
  for (const { target, page, floor } of measurement.pages) {
    pages.push({
      name: target.name,
      kind: target.kind,
      page,
      floor,
      jsGzipBytes: await scriptsOf(page.representative?.scriptUrls),
      htmlGzipBytes: htmlGzipBytes.get(target.slug) ?? Number.NaN,
    });
  }
  const reference = {
    measured: measurement.reference,
    jsGzipBytes: await scriptsOf(measurement.reference.representative?.scriptUrls),
    htmlGzipBytes: referenceHtmlGzipBytes,
  };
  return { pages, reference };
}

async function main(cleanup: Cleanup): Promise<number> {
  const options = readOptions(process.argv.slice(2));
  const [major] = process.versions.node.split(".").map(Number);
  if (!major || major < 24) {
    throw new Error(
      `Node ${process.version} is too old: run \`npm run bench\`, which uses the project's Node 24`,
    );
  }
  const tools = requireTools();
  const loadAtStart = os.loadavg()[0]?.toFixed(2) ?? "unknown";
  const targets = options.pages ?? allTargets();

  if (options.build) await runCommand("npx", ["react-router", "build"], root);
  mkdirSync(benchDir, { recursive: true });
  const buildDir = snapshotBuild(root, benchDir, cleanup);
  const clientDir = path.join(buildDir, "client");
  console.info("The reference page (scripts/bench/reference-app/)");
  const referenceBuildDir = await buildReference(root, !options.build);
  const tmp = mkdtempSync(path.join(os.tmpdir(), "studio-bench-"));
  cleanup.add("remove the temporary directory", () =>
    rmSync(tmp, { recursive: true, force: true }),
  );
  const dataDir = path.join(tmp, "data");

  // The floors are cut from the server's own answers; the server then starts again, so that it
  // loads the prerendered pages' floors into memory beside the pages (floor.ts).
  console.info(`Floors of ${targets.length} page(s), from the server's answers`);
  const capturePort = await freePort();
  const capturing = await startAppServer(root, buildDir, capturePort, dataDir, cleanup);
  const htmlGzipBytes = await captureFloors(`http://127.0.0.1:${capturePort}`, targets, clientDir);
  await stopService(capturing);

  const port = await freePort();
  const server = await startAppServer(root, buildDir, port, dataDir, cleanup);
  const serverStarted = performance.now();
  const origin = `http://127.0.0.1:${port}`;
  const referencePort = await freePort();
  const referenceServer = await startAppServer(
    root,
    referenceBuildDir,
    referencePort,
    path.join(tmp, "reference-data"),
    cleanup,
    "the reference server",
  );
  const referenceUrl = `http://127.0.0.1:${referencePort}/`;
  const referenceDocument = await fetchDocument(referenceUrl, 200);

  console.info(
    `Lighthouse: ${options.runs} round(s) of ${targets.length} page(s), each with its floor and ` +
      `the reference (${options.runs * targets.length * 3} runs)`,
  );
  const measurement = await measureInterleaved({
    targets,
    origin,
    referenceUrl,
    chromiumPath: tools.chromium,
    runs: options.runs,
    runDir: path.join(tmp, "lighthouse"),
    keepDir: benchDir,
    servers: [server, referenceServer],
    cleanup,
  });
  if (measurement.reference.runs === 0) {
    throw new Error(
      `Lighthouse could not measure the reference page (${measurement.reference.runtimeError}): no budget can be checked`,
    );
  }
  const { pages, reference: referenceResult } = await withSizes(
    measurement,
    htmlGzipBytes,
    referenceDocument.gzipBytes,
  );
  await stopService(referenceServer);

  // No public page may load the staff area's code (staff-code.ts).
  const staffCode = await checkStaffCode({
    clientDir,
    contentDir: path.join(root, "app", "content"),
    pages: measurement.pages.map(({ target, page }) => ({
      name: target.name,
      scriptUrls: page.representative?.scriptUrls ?? [],
    })),
    fetchText: async (url) => (await fetchAsset(url)).toString("utf8"),
  });

  const machine = describeMachine({
    chromium: versionOf(tools.chromium, ["--version"]),
    lighthouse: measurement.lighthouseVersion,
    loadAtStart,
    nginx: versionOf(tools.nginx, ["-v"]),
    wrk: versionOf(tools.wrk, ["-v"]).replace(/\s+Copyright.*$/, ""),
  });
  const report: Report = {
    machine,
    runs: options.runs,
    subset: options.pages?.map((target) => target.name),
    pages,
    reference: referenceResult,
    staffCode,
  };
  const tables = [
    pageTable(pages, referenceResult, options.runs),
    `Outside the aim (informational):\n${aimList(pages, referenceResult)}`,
    `Staff-area code on public pages: ${staffCodeMarkdown(staffCode)}`,
  ];

  if (report.subset) {
    const partial = path.join(benchDir, "partial.md");
    writeFileSync(partial, renderMarkdown(report));
    return finish(allMisses(report), tables, `Written to ${path.relative(root, partial)}`);
  }

  console.info("Throughput: a prerendered page and a data page, our server and nginx in turn");
  assertRunning(server);
  // Measured on the server that answered every Lighthouse run, as a server in service is: one
  // just started sends a page faster than it will once it has answered the rest (settle.ts).
  const minutes = Math.round((performance.now() - serverStarted) / 60_000);
  report.throughput = {
    ...(await measureThroughput(tools, port, tmp, cleanup)),
    state: `in service: the one that answered every Lighthouse run above, ${minutes} min after its start`,
  };
  const benchmarks = path.join(root, "BENCHMARKS.md");
  const previous = existsSync(benchmarks) ? readFileSync(benchmarks, "utf8") : "";
  writeFileSync(benchmarks, keepOtherSections(previous, renderMarkdown(report)));

  console.info("Data layer: pages under a held write lock, posts with a 60 KB phone value");
  const dataLayer = await measureDataLayer(root, buildDir, path.join(tmp, "data-layer"), cleanup);
  writeDataLayerSection(benchmarks, dataLayerMarkdown(dataLayer, machine.date));

  tables.push(throughputTable(report.throughput, machine.cpus));
  const misses = [...allMisses(report), ...dataLayerMisses(dataLayer)];
  return finish(misses, tables, "Written to BENCHMARKS.md");
}

function finish(misses: string[], tables: string[], written: string): number {
  console.info(`\n${tables.join("\n\n")}\n`);
  const summary =
    misses.length === 0 ? "All budgets met." : `Missed budgets:\n  - ${misses.join("\n  - ")}`;
  console.info(`${summary}\n${written}`);
  return misses.length === 0 ? 0 : 1;
}

// Servers and Chrome are stopped on every way out: success, failure, Ctrl-C or a kill.
const cleanup = cleanupOnSignals("the servers and Chrome");
let exitCode = 2;
try {
  exitCode = await main(cleanup);
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await cleanup.run();
}
process.exit(exitCode);
