import { describe, expect, it } from "vitest";
import { drawn, hollowOf, sentHollow } from "~/lib/drawn-once";

const events = [
  { id: 7, title: "Mindful AI", tags: ["Workshop"], registration: { url: null, priceCents: 0 } },
  {
    id: 9,
    title: "Movie night",
    tags: [],
    registration: { url: "https://t.example", priceCents: 4000 },
  },
];

describe("values a static section draws", () => {
  it("are hollowed with their shape kept: lists, keys, numbers, nulls and booleans", () => {
    expect(hollowOf(events)).toEqual([
      { id: 7, title: "", tags: [""], registration: { url: null, priceCents: 0 } },
      { id: 9, title: "", tags: [], registration: { url: "", priceCents: 4000 } },
    ]);
    expect(hollowOf({ open: true, count: 2 })).toEqual({ open: true, count: 2 });
  });

  it("share one object where parts come out the same, so the document writes it once", () => {
    const faq = hollowOf([
      { question: "Do I need experience?", answer: "No." },
      { question: "How do passes work?", answer: "They never expire." },
    ]);
    expect(faq[0]).toBe(faq[1]);
  });

  it("go hollow into the document, and the server's render draws the full value", () => {
    const sent = sentHollow(new Request("http://studio.test/events"), events);
    expect(JSON.stringify(sent)).not.toContain("Mindful AI");
    expect(drawn(sent)).toBe(events);
  });

  it("go whole to a request for loader data (a navigation in the app)", () => {
    const sent = sentHollow(new Request("http://studio.test/events.data"), events);
    expect(sent).toBe(events);
    expect(drawn(sent)).toBe(events);
  });

  it("are given back as they are where nothing was kept: the browser's own copies", () => {
    const copy = structuredClone(hollowOf(events));
    expect(drawn(copy)).toBe(copy);
    expect(drawn("words")).toBe("words");
    expect(drawn(null)).toBe(null);
  });
});
