// Total Blocking Time as Lighthouse's simulation (lantern) makes it, task by task, from the node
// timings of the simulations it ran (scripts/bench-tbt.ts reads them from lantern's Simulator).
//
// Lantern estimates each metric twice, on a hopeful and on a cautious dependency graph, and takes
// a weighted mean. Total Blocking Time (lantern's TotalBlockingTime and TBTUtils) simulates the
// whole graph and counts, for every simulated task of 50 ms or more, the part past 50 ms that lies
// between the first contentful paint and the interactive time; the hopeful count takes the later
// first paint and the earlier interactive time, the cautious one the reverse, and the figure is
// their mean. Interactive (lantern's Interactive) is the end of the last simulated task over 50 ms,
// and never before the largest paint.

/** A node of lantern's dependency graph, as much of it as is read here. */
export type SimulatedNode = {
  type: string;
  /** Observed start, in the trace's microseconds. */
  startTime: number;
  /** Observed wall time of a task, in microseconds. */
  duration?: number;
  event?: { ts: number; dur?: number; tdur?: number };
  childEvents?: { name: string; dur?: number; args?: { data?: Record<string, unknown> } }[];
  request?: { resourceType?: string; priority?: string; url?: string };
};

/** Where a simulation put a node, in simulated milliseconds. */
export type SimulatedTiming = { startTime: number; endTime: number };

export type SimulatedRun = {
  page: string;
  round: number;
  /** The figure Lighthouse reported, to check this breakdown against. */
  lighthouseTbt: number;
  simulations: Map<string, Map<SimulatedNode, SimulatedTiming>>;
};

export type CountedTask = {
  node: SimulatedNode;
  simulatedStart: number;
  simulatedDuration: number;
  /** Milliseconds it adds to each count, and to the figure (their mean). */
  hopeful: number;
  cautious: number;
  share: number;
};

export type Blocking = {
  tbt: number;
  windows: { hopeful: [number, number]; cautious: [number, number] };
  tasks: CountedTask[];
};

const BLOCKING_THRESHOLD_MS = 50;

function timingsOf(run: SimulatedRun, label: string): Map<SimulatedNode, SimulatedTiming> {
  const timings = run.simulations.get(label);
  if (!timings) {
    throw new Error(`Lighthouse ran no simulation "${label}" for ${run.page}`);
  }
  return timings;
}

function endOf(
  timings: Map<SimulatedNode, SimulatedTiming>,
  keep: (node: SimulatedNode) => boolean = () => true,
) {
  let end = 0;
  for (const [node, timing] of timings) if (keep(node)) end = Math.max(end, timing.endTime);
  return end;
}

/** Lantern's LCP leaves out the pictures it fetched at low priority (those off the screen). */
function notLowPriorityImage(node: SimulatedNode): boolean {
  if (node.type !== "network") return true;
  const priority = node.request?.priority;
  return node.request?.resourceType !== "Image" || (priority !== "Low" && priority !== "VeryLow");
}

function lastLongTaskEnd(timings: Map<SimulatedNode, SimulatedTiming>): number {
  let end = 0;
  for (const [node, timing] of timings) {
    if (node.type === "cpu" && timing.endTime - timing.startTime > BLOCKING_THRESHOLD_MS) {
      end = Math.max(end, timing.endTime);
    }
  }
  return end;
}

/** What one simulated task adds between start and end (lantern's calculateTbtImpactForEvent). */
export function blockingIn(timing: SimulatedTiming, start: number, end: number): number {
  const duration = timing.endTime - timing.startTime;
  if (duration < BLOCKING_THRESHOLD_MS || timing.endTime < start || timing.startTime > end)
    return 0;
  const clipped = Math.min(timing.endTime, end) - Math.max(timing.startTime, start);
  return clipped < BLOCKING_THRESHOLD_MS ? 0 : clipped - BLOCKING_THRESHOLD_MS;
}

export function blockingOf(run: SimulatedRun): Blocking {
  const fcp = {
    hopeful: endOf(timingsOf(run, "optimisticFirstContentfulPaint")),
    cautious: endOf(timingsOf(run, "pessimisticFirstContentfulPaint")),
  };
  const lcp = {
    hopeful: endOf(timingsOf(run, "optimisticLargestContentfulPaint"), notLowPriorityImage),
    cautious: endOf(timingsOf(run, "pessimisticLargestContentfulPaint"), notLowPriorityImage),
  };
  const interactive = {
    hopeful: Math.max(lcp.hopeful, lastLongTaskEnd(timingsOf(run, "optimisticInteractive"))),
    cautious: Math.max(lcp.cautious, lastLongTaskEnd(timingsOf(run, "pessimisticInteractive"))),
  };
  // Each count takes the other estimate's first paint: the window that gives it fewer tasks.
  const windows = {
    hopeful: [fcp.cautious, interactive.hopeful] as [number, number],
    cautious: [fcp.hopeful, interactive.cautious] as [number, number],
  };
  const hopefulTimings = timingsOf(run, "optimisticTotalBlockingTime");
  const cautiousTimings = timingsOf(run, "pessimisticTotalBlockingTime");
  const tasks: CountedTask[] = [];
  for (const [node, timing] of cautiousTimings) {
    if (node.type !== "cpu") continue;
    const hopefulTiming = hopefulTimings.get(node) ?? timing;
    const hopeful = blockingIn(hopefulTiming, ...windows.hopeful);
    const cautious = blockingIn(timing, ...windows.cautious);
    tasks.push({
      node,
      simulatedStart: timing.startTime,
      simulatedDuration: timing.endTime - timing.startTime,
      hopeful,
      cautious,
      share: (hopeful + cautious) / 2,
    });
  }
  tasks.sort((a, b) => a.simulatedStart - b.simulatedStart);
  return { tbt: tasks.reduce((sum, task) => sum + task.share, 0), windows, tasks };
}

// Timeline events worth naming in a task's summary; the rest are wrappers around them.
const NAMED = new Set([
  "ParseHTML",
  "UpdateLayoutTree",
  "Layout",
  "PrePaint",
  "Paint",
  "Layerize",
  "Commit",
  "EvaluateScript",
  "v8.compile",
  "v8.compileModule",
  "v8.evaluateModule",
  "FunctionCall",
  "TimerFire",
  "EventDispatch",
  "FireIdleCallback",
  "FireAnimationFrame",
  "RunMicrotasks",
  "MinorGC",
  "MajorGC",
  "XHRReadyStateChange",
  "DocumentLoader::CommitNavigation",
]);

/** The file a task ran code of, and the longest kinds of work in it. */
export function describeTask(node: SimulatedNode): string {
  let file = "";
  const spent = new Map<string, number>();
  for (const child of node.childEvents ?? []) {
    const data = child.args?.data ?? {};
    if (!file && typeof data.url === "string" && data.url !== "") {
      file = data.url.replace(/^[a-z]+:\/\/[^/]+/, "");
    }
    if (!NAMED.has(child.name)) continue;
    const kind = typeof data.type === "string" ? `${child.name} (${data.type})` : child.name;
    spent.set(kind, (spent.get(kind) ?? 0) + (child.dur ?? 0) / 1000);
  }
  const work = [...spent]
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`)
    .join(", ");
  return [file || "no script or file named", work].filter(Boolean).join(": ");
}

export function explainRun(run: SimulatedRun, blocking: Blocking): string {
  let origin = Infinity;
  for (const node of timingsOf(run, "pessimisticTotalBlockingTime").keys()) {
    origin = Math.min(origin, node.startTime);
  }
  const ms = (value: number) => Math.round(value);
  const lines = [
    `${run.page}, round ${run.round}: TBT ${ms(run.lighthouseTbt)} ms (this breakdown: ${ms(blocking.tbt)} ms)`,
    `  counted between ${ms(blocking.windows.hopeful[0])} and ${ms(blocking.windows.hopeful[1])} ms (hopeful) and between ${ms(blocking.windows.cautious[0])} and ${ms(blocking.windows.cautious[1])} ms (cautious), simulated`,
  ];
  for (const task of blocking.tasks) {
    if (task.simulatedDuration < BLOCKING_THRESHOLD_MS) continue;
    const event = task.node.event;
    const wall = (task.node.duration ?? event?.dur ?? 0) / 1000;
    const thread = event?.tdur === undefined ? "?" : (event.tdur / 1000).toFixed(1);
    lines.push(
      `  ${ms(task.share).toString().padStart(3)} ms  simulated ${ms(task.simulatedStart)}+${ms(task.simulatedDuration)} (adds ${ms(task.hopeful)}/${ms(task.cautious)}); ` +
        `ran at ${ms((task.node.startTime - origin) / 1000)} ms for ${wall.toFixed(1)} ms, ${thread} ms of it on its thread; ${describeTask(task.node)}`,
    );
  }
  return lines.join("\n");
}
