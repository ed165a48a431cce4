import { describe, expect, it } from "vitest";
import { isCrossSite, pagePathOf } from "../../server/http/request-guards.ts";

// Which page a request is for (React Router's data requests included), and whether a
// state-changing request comes from another site.

describe("pagePathOf", () => {
  it.each([
    ["/", "/"],
    ["/_.data", "/"],
    ["/contact", "/contact"],
    ["/contact/", "/contact"],
    ["/contact.data", "/contact"],
    ["/contact/_.data", "/contact"],
    ["/newsletter.data?index", "/newsletter"],
    ["/yoga/contact.data", "/yoga/contact"],
  ])("%s is the page %s", (url, page) => {
    expect(pagePathOf(url)).toBe(page);
  });
});

describe("isCrossSite", () => {
  const own = "https://studio.example";
  const allowed = ["https://www.studio.example"];

  it("trusts the browser's Sec-Fetch-Site: only same-origin (or a typed address) passes", () => {
    expect(isCrossSite({ "sec-fetch-site": "same-origin" }, own, allowed)).toBe(false);
    expect(isCrossSite({ "sec-fetch-site": "none" }, own, allowed)).toBe(false);
    expect(isCrossSite({ "sec-fetch-site": "same-site" }, own, allowed)).toBe(true);
    expect(isCrossSite({ "sec-fetch-site": "cross-site", origin: own }, own, allowed)).toBe(true);
  });

  it("without it, compares the whole Origin, scheme included", () => {
    expect(isCrossSite({ origin: own }, own, allowed)).toBe(false);
    expect(isCrossSite({ origin: "https://www.studio.example" }, own, allowed)).toBe(false);
    expect(isCrossSite({ origin: "http://studio.example" }, own, allowed)).toBe(true);
    expect(isCrossSite({ origin: "https://studio.example.evil.example" }, own, allowed)).toBe(true);
    expect(isCrossSite({ origin: "null" }, own, allowed)).toBe(true);
  });

  it("a request without Origin or Sec-Fetch-Site is no browser's cross-site request", () => {
    expect(isCrossSite({}, own, allowed)).toBe(false);
  });
});
