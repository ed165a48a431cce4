import { expect, test } from "vitest";
import { type Kept, keepMaking } from "../../server/http/kept-answers";
import { preparePage } from "../../server/http/prerendered-pages";

// One making per kept answer (server/http/kept-answers.ts), as the data pages and the route
// manifest's answers use it: kept once made, dropped when the making failed or gave nothing.

const page = preparePage("<p>made</p>", "marker");

test("an answer is kept once made, and the making shared meanwhile", async () => {
  const kept = new Map<string, Kept>();
  const answer = keepMaking(
    kept,
    "/a",
    async () => page,
    (making) => ({ answer: making }),
  );
  expect(kept.get("/a")?.answer).toBe(answer);
  expect(await answer).toBe(page);
  expect(kept.get("/a")?.made).toBe(page);
});

test("a making that throws, in its rendering or its preparation, is dropped and resolves", async () => {
  const kept = new Map<string, Kept>();
  const failing = [
    () => Promise.reject(new Error("the rendering failed")),
    async () => {
      throw new Error("the preparation failed");
    },
    async () => undefined,
  ];
  for (const make of failing) {
    expect(await keepMaking(kept, "/a", make, (answer) => ({ answer }))).toBeUndefined();
    expect(kept.has("/a")).toBe(false);
  }
});

test("a failed making never drops the one that took its place", async () => {
  const kept = new Map<string, Kept & { key: string }>();
  let fail: (reason: Error) => void = () => {};
  const first = keepMaking(
    kept,
    "/a",
    () => new Promise<undefined>((_resolve, reject) => (fail = reject)),
    (answer) => ({ key: "1", answer }),
  );
  const second = keepMaking(
    kept,
    "/a",
    async () => page,
    (answer) => ({ key: "2", answer }),
  );
  fail(new Error("too late"));
  expect(await first).toBeUndefined();
  expect(await second).toBe(page);
  expect(kept.get("/a")?.key).toBe("2");
  expect(kept.get("/a")?.made).toBe(page);
});
