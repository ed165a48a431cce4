// One Lighthouse run in a process of its own, as the benchmark starts it for every run
// (lighthouse.ts, runLighthouseApart): `node scripts/bench/lighthouse-run.ts URL PORT FILE`
// audits URL in the Chrome listening on PORT and writes the result (the LHR, as JSON) to FILE.
// The process ends with the run, so its heap goes with it: a process that had run Lighthouse
// many times carried hundreds of megabytes between runs, and its garbage collector's threads
// took cores from the page being measured (BENCHMARKS.md, "The measurer's own heap").

import { writeFileSync } from "node:fs";
import { runLighthouse } from "./lighthouse.ts";

const [url, port, file] = process.argv.slice(2);
if (!url || !port || !file) {
  console.error("usage: node scripts/bench/lighthouse-run.ts URL PORT FILE");
  process.exit(2);
}
const lhr = await runLighthouse(url, Number(port));
writeFileSync(file, JSON.stringify(lhr));
