// Requests per second on the pages that show data staff change (app/site-pages.ts, render
// "data": the class calendar and the pages that show the schedule, courses, camps, prices,
// tournaments or events). Our server keeps each finished page in memory while its data is
// unchanged (server/http/data-pages.ts); nginx serves
// the very bytes our server answered, as plain files, on the same machine with the same wrk
// settings. Writes the table to BENCHMARKS.md ("Pages that show data staff change").
// Usage: npm run bench:pages [-- --no-build]
// Needs nginx and wrk (NGINX_PATH, WRK_PATH); installs nothing.
// Exit code: 0 every page at least 0.6 of nginx's rate, 1 one below, 2 the benchmark could not run.

import { chmodSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sitePages } from "../app/site-pages.ts";
import { BUDGETS } from "./bench/budgets.ts";
import {
  freePort,
  runCommand,
  stopService,
  waitForOk,
  cleanupOnSignals,
} from "./bench/processes.ts";
import { writeSection } from "./bench/sections.ts";
import { requireTools, snapshotBuild, startAppServer } from "./bench/setup.ts";
import { checkSameAnswers, copyAnswers, nginxPathOf, startNginx } from "./bench/nginx.ts";
import { compareWithNginx, WRK_ARGS, type WrkResult } from "./bench/throughput.ts";

const minRatio = BUDGETS.minThroughputRatio.data;
const root = path.resolve(import.meta.dirname, "..");
const heading = "## Pages that show data staff change: our server next to nginx";

type Row = { path: string; bytes: number; ours: WrkResult; nginx: WrkResult; ratio: number };

function table(rows: Row[], when: string): string {
  const lines = rows.map(
    (row) =>
      `| ${row.path} | ${(row.bytes / 1024).toFixed(1)} KB | ${Math.round(row.ours.requestsPerSecond)} | ${Math.round(row.nginx.requestsPerSecond)} | ${row.ratio.toFixed(2)} | ${row.ours.p99Ms.toFixed(1)} ms | ${row.ours.errors + row.nginx.errors} |`,
  );
  return [
    heading,
    "",
    `Measured ${when} on ${os.availableParallelism()} cores with \`npm run bench:pages\` (wrk ${WRK_ARGS.join(" ")} after 2 s of warm-up, one page at a time, each on our server and then on nginx; our server with one worker per core, nginx with \`worker_processes auto\`). Each page is first asked for once, so our server has rendered and kept it; nginx serves the bytes that answer gave. Budget: at least ${minRatio} of nginx's requests per second on every page.`,
    "",
    "| Page | HTML | Ours (req/s) | nginx (req/s) | Ratio | Our p99 | Errors |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...lines,
    "",
  ].join("\n");
}

const cleanup = cleanupOnSignals();
let exitCode = 2;
try {
  const { values } = parseArgs({ options: { "no-build": { type: "boolean" } } });
  const tools = requireTools({ browser: false });
  if (!values["no-build"]) await runCommand("npx", ["react-router", "build"], root);
  const benchDir = path.join(root, ".bench");
  mkdirSync(benchDir, { recursive: true });
  const buildDir = snapshotBuild(root, benchDir, cleanup);
  const tmp = mkdtempSync(path.join(os.tmpdir(), "studio-bench-pages-"));
  // nginx's workers run as another user where it is started as root: they must reach the files.
  chmodSync(tmp, 0o755);
  cleanup.add("remove the temporary directory", () =>
    rmSync(tmp, { recursive: true, force: true }),
  );
  const dataDir = path.join(tmp, "data");
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const server = await startAppServer(root, buildDir, port, dataDir, cleanup);

  // The same bytes for nginx: each page as our server answers it, as a file of its own.
  const files = path.join(tmp, "files");
  const paths = sitePages.filter((page) => page.render === "data").map((page) => page.path);
  const answers = await copyAnswers(`http://127.0.0.1:${port}`, paths, files);

  // Side by side: each page on our server and then on nginx, each after a short warm-up, so a
  // change in the machine's load over the run weighs on both alike.
  const nginxPort = await freePort();
  const nginx = startNginx(tools.nginx, files, nginxPort, tmp, answers);
  cleanup.add("stop nginx", () => stopService(nginx));
  await waitForOk(nginx, `http://127.0.0.1:${nginxPort}/calendar/`, 15_000);
  await checkSameAnswers(answers, `http://127.0.0.1:${port}`, `http://127.0.0.1:${nginxPort}`);
  const rows: Row[] = [];
  for (const page of paths) {
    const compared = await compareWithNginx(
      tools.wrk,
      `http://127.0.0.1:${port}${page}`,
      `http://127.0.0.1:${nginxPort}${nginxPathOf(page)}`,
      1,
    );
    rows.push({ path: page, bytes: answers.get(page)?.bytes ?? 0, ...compared });
  }
  await stopService(server);
  await stopService(nginx);

  const section = table(rows, new Date().toISOString().slice(0, 16).replace("T", " ") + " UTC");
  writeSection(path.join(root, "BENCHMARKS.md"), heading, section);
  console.info(section);
  const misses = rows.filter(
    (row) => row.ratio < minRatio || row.ours.errors > 0 || row.nginx.errors > 0,
  );
  for (const row of misses)
    console.error(`${row.path}: ${row.ratio.toFixed(2)} of nginx, ${row.ours.errors} errors`);
  exitCode = misses.length === 0 ? 0 : 1;
} catch (error) {
  console.error(`bench:pages: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await cleanup.run();
}
process.exit(exitCode);
