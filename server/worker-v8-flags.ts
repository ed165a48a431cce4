/**
 * V8's settings for each worker of the server's cluster, after the primary's own (BENCHMARKS.md,
 * "Per-request work on a page sent from memory"; decision 034). The workers are one per core and
 * keep the cores busy under load: the garbage collector works on the worker's own thread rather
 * than on helper threads that would take turns with the workers, and a larger young generation
 * collects the short-lived objects of each request less often (it grows to that size only under
 * load). Together, 6–9% more requests a second on a page sent from memory. The benchmark's
 * bare Node server (scripts/bench/bare-node.ts) runs its workers with the same settings.
 */
export const workerV8Flags = ["--single-threaded-gc", "--max-semi-space-size=64"];
