import { describe, expect, it } from "vitest";
import {
  blockingIn,
  blockingOf,
  describeTask,
  explainRun,
  type SimulatedNode,
  type SimulatedRun,
  type SimulatedTiming,
} from "../../scripts/bench/tbt";

const ms = 1000; // the trace's microseconds

function cpu(
  observedStartMs: number,
  wallMs: number,
  threadMs: number,
  children = [],
): SimulatedNode {
  return {
    type: "cpu",
    startTime: observedStartMs * ms,
    duration: wallMs * ms,
    event: { ts: observedStartMs * ms, dur: wallMs * ms, tdur: threadMs * ms },
    childEvents: children,
  };
}

function network(observedStartMs: number, resourceType: string, priority: string): SimulatedNode {
  return { type: "network", startTime: observedStartMs * ms, request: { resourceType, priority } };
}

describe("one task's blocking time (lantern's rule)", () => {
  it("counts what lies past 50 ms inside the window, after clipping the task to it", () => {
    expect(blockingIn({ startTime: 600, endTime: 744 }, 665, 1000)).toBe(29);
    expect(blockingIn({ startTime: 700, endTime: 780 }, 600, 1000)).toBe(30);
    expect(blockingIn({ startTime: 900, endTime: 1000 }, 600, 950)).toBe(0);
    expect(blockingIn({ startTime: 900, endTime: 1020 }, 600, 1000)).toBe(50);
  });

  it("counts nothing for a task under 50 ms or outside the window", () => {
    expect(blockingIn({ startTime: 700, endTime: 749 }, 600, 1000)).toBe(0);
    expect(blockingIn({ startTime: 100, endTime: 500 }, 600, 1000)).toBe(0);
    expect(blockingIn({ startTime: 1100, endTime: 1300 }, 600, 1000)).toBe(0);
  });
});

describe("a page's blocking time from the simulations Lighthouse ran", () => {
  // The tab's first task straddles the first paint; a start-up task lands late in the cautious
  // simulation only, where it also moves the end of the window.
  const document = network(0, "Document", "VeryHigh");
  const poster = network(10, "Image", "High");
  const offscreen = network(20, "Image", "Low");
  const first = cpu(60, 30, 12);
  const startUp = cpu(400, 16, 15);
  const short = cpu(500, 5, 5);
  function timings(entries: [SimulatedNode, number, number][]) {
    return new Map<SimulatedNode, SimulatedTiming>(
      entries.map(([node, startTime, endTime]) => [node, { startTime, endTime }]),
    );
  }
  const run: SimulatedRun = {
    page: "/signup",
    round: 1,
    lighthouseTbt: 52,
    simulations: new Map([
      ["optimisticFirstContentfulPaint", timings([[document, 0, 640]])],
      ["pessimisticFirstContentfulPaint", timings([[document, 0, 680]])],
      [
        "optimisticLargestContentfulPaint",
        timings([
          [poster, 700, 900],
          [offscreen, 700, 3000],
        ]),
      ],
      ["pessimisticLargestContentfulPaint", timings([[poster, 700, 920]])],
      ["optimisticInteractive", timings([[first, 620, 740]])],
      [
        "pessimisticInteractive",
        timings([
          [first, 620, 740],
          [startUp, 2100, 2164],
        ]),
      ],
      [
        "optimisticTotalBlockingTime",
        timings([
          [document, 0, 600],
          [first, 620, 740],
          [startUp, 1200, 1264],
          [short, 1300, 1320],
        ]),
      ],
      [
        "pessimisticTotalBlockingTime",
        timings([
          [document, 0, 600],
          [first, 620, 740],
          [startUp, 2100, 2164],
          [short, 2200, 2220],
        ]),
      ],
    ]),
  };

  it("takes each count's window from the other estimate's first paint and its own interactive time", () => {
    const blocking = blockingOf(run);
    // Hopeful: from the cautious first paint (680) to the hopeful interactive time: the largest
    // paint (900, the picture fetched low left out), later than the last long task (740).
    expect(blocking.windows.hopeful).toEqual([680, 900]);
    // Cautious: from the hopeful first paint (640) to the start-up task's end (2164).
    expect(blocking.windows.cautious).toEqual([640, 2164]);
  });

  it("gives each task its share, and the shares add up to the figure", () => {
    const blocking = blockingOf(run);
    const byNode = new Map(blocking.tasks.map((task) => [task.node, task]));
    // First task: 740 − 680 − 50 = 10 hopeful, 740 − 640 − 50 = 50 cautious.
    expect(byNode.get(first)).toMatchObject({ hopeful: 10, cautious: 50, share: 30 });
    // The start-up task: outside the hopeful window (1200 > 900), 64 − 50 = 14 in the cautious.
    expect(byNode.get(startUp)).toMatchObject({ hopeful: 0, cautious: 14, share: 7 });
    expect(byNode.get(short)?.share).toBe(0);
    expect(blocking.tbt).toBe(37);
  });

  it("says when each counted task ran, for how long, and how much of it its thread ran", () => {
    const text = explainRun(run, blockingOf(run));
    expect(text).toContain("/signup, round 1: TBT 52 ms (this breakdown: 37 ms)");
    expect(text).toContain(
      "between 680 and 900 ms (hopeful) and between 640 and 2164 ms (cautious)",
    );
    expect(text).toContain(
      " 30 ms  simulated 620+120 (adds 10/50); ran at 60 ms for 30.0 ms, 12.0 ms of it on its thread",
    );
    expect(text).toContain(
      "  7 ms  simulated 2100+64 (adds 0/14); ran at 400 ms for 16.0 ms, 15.0 ms of it on its thread",
    );
    expect(text).not.toContain("ran at 500 ms");
  });
});

describe("what a task did", () => {
  it("names the file it ran and its three longest kinds of work", () => {
    const node = cpu(0, 20, 20, [
      { name: "v8.callFunction", dur: 18_000 },
      {
        name: "FunctionCall",
        dur: 12_000,
        args: { data: { url: "http://127.0.0.1:3000/assets/framework.js", functionName: "E" } },
      },
      { name: "EventDispatch", dur: 4_000, args: { data: { type: "play" } } },
      { name: "Layout", dur: 2_500 },
      { name: "Paint", dur: 1_500 },
      { name: "Commit", dur: 500 },
    ] as never);
    expect(describeTask(node)).toBe(
      "/assets/framework.js: FunctionCall 12.0, EventDispatch (play) 4.0, Layout 2.5",
    );
  });

  it("says so when the task ran no script and named no file", () => {
    expect(describeTask(cpu(0, 40, 0.1))).toBe("no script or file named");
  });
});
