import { expect, test } from "vitest";
import { keptFeed } from "~/services/calendar/kept-feeds.server";

// A feed's text is made once per key (the live season's data version, date and standing) and
// then served as kept; a new key makes it anew; no more than 64 texts are kept.

test("the same key is made once; another key is made anew", () => {
  let made = 0;
  const make = (text: string) => () => {
    made += 1;
    return text;
  };
  expect(keptFeed("test|1", make("first"))).toBe("first");
  expect(keptFeed("test|1", make("not made"))).toBe("first");
  expect(made).toBe(1);
  expect(keptFeed("test|2", make("second"))).toBe("second");
  expect(made).toBe(2);
});

test("at most 64 texts are kept, the oldest let go first", () => {
  for (let index = 0; index < 64; index += 1) keptFeed(`bound|${index}`, () => `text ${index}`);
  // The 65th lets the oldest go: it is made again when asked for, the newest is still kept.
  keptFeed("bound|64", () => "text 64");
  expect(keptFeed("bound|0", () => "made again")).toBe("made again");
  expect(keptFeed("bound|64", () => "not made")).toBe("text 64");
});
