import { expect, test } from "vitest";
import { type Kept, keepMaking } from "../../server/http/kept-answers";
import { preparePage } from "../../server/http/prerendered-pages";

// One making per kept answer (server/http/kept-answers.ts), as the data pages and the route
// manifest's answers use it: kept once made, dropped when the making failed or gave nothing.

const page = preparePage("<p>made</p>", "marker");
const prepare = (html: string) => preparePage(html, "marker");

test("an answer is kept once made, and the making shared meanwhile", async () => {
  const kept = new Map<string, Kept>();
  const answer = keepMaking(kept, "/a", { render: async () => "<p>made</p>", prepare }, {});
  expect(kept.get("/a")?.answer).toBe(answer);
  expect((await answer)?.bodies.identity.toString()).toBe("<p>made</p>");
  expect(kept.get("/a")?.made).toBe(await answer);
});

test("a making that throws, in its rendering or its preparation, is dropped and resolves", async () => {
  const kept = new Map<string, Kept>();
  const failing = [
    { render: () => Promise.reject(new Error("the rendering failed")), prepare },
    {
      render: async () => "<p>made</p>",
      prepare: (): never => {
        throw new Error("the preparation failed");
      },
    },
    { render: async () => undefined, prepare },
  ];
  for (const making of failing) {
    expect(await keepMaking(kept, "/a", making, {})).toBeUndefined();
    expect(kept.has("/a")).toBe(false);
  }
});

test("a failed making never drops the one that took its place", async () => {
  const kept = new Map<string, Kept & { key: string }>();
  let fail: (reason: Error) => void = () => {};
  const first = keepMaking(
    kept,
    "/a",
    {
      render: () => new Promise<undefined>((_resolve, reject) => (fail = reject)),
      prepare,
    },
    { key: "1" },
  );
  const second = keepMaking(
    kept,
    "/a",
    { render: async () => page, prepare: (made: typeof page) => made },
    { key: "2" },
  );
  fail(new Error("too late"));
  expect(await first).toBeUndefined();
  expect(await second).toBe(page);
  expect(kept.get("/a")?.key).toBe("2");
  expect(kept.get("/a")?.made).toBe(page);
});
