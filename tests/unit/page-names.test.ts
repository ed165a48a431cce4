import { expect, test } from "vitest";
import { pageNames } from "~/content/admin/page-names";
import { sitePages } from "~/site-pages";

// Staff read where a message or sign-up came from in words: every public page has a name, and
// no name is left for a page that is gone.

test("every public page has a name for staff, and every name a page", () => {
  expect(Object.keys(pageNames).sort()).toEqual(sitePages.map((page) => page.path).sort());
});
