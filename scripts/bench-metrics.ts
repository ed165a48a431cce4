// What one /metrics scrape costs a serving process: the registry filled as a busy site fills it
// (100 route labels, each with three method and status pairs, plus the process metrics), then
// 200 scrapes in a row, timed one by one. Prints the median, the 95th percentile and the size.
// Usage: npx tsx scripts/bench-metrics.ts

import { observeRequest, processMetrics } from "../app/infra/metrics.server.ts";
import { latency } from "./bench/metrics.ts";

const routes = Array.from({ length: 100 }, (_, i) => `/route-${i}/:id`);
for (const route of routes) {
  for (const [method, status] of [
    ["GET", 200],
    ["GET", 304],
    ["POST", 303],
  ] as const) {
    for (let i = 0; i < 20; i++) observeRequest(method, route, status, Math.random() / 10);
  }
}

for (let i = 0; i < 20; i++) await processMetrics();
const times: number[] = [];
let bytes = 0;
for (let i = 0; i < 200; i++) {
  const start = performance.now();
  const text = await processMetrics();
  times.push(performance.now() - start);
  bytes = Buffer.byteLength(text);
}
const scrape = latency(times);
console.info(
  `200 scrapes: median ${scrape.median.toFixed(2)} ms, p95 ${scrape.p95.toFixed(2)} ms, ${(bytes / 1024).toFixed(1)} KB`,
);
