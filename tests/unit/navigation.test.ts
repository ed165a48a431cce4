import { describe, expect, it } from "vitest";
import { isNavItemActive, karateNavigation, yogaNavigation } from "~/content/navigation";
import { withoutTrailingSlash } from "~/lib/use-pathname";

describe("navigation", () => {
  it("has the spec's karate items in order, with Log In only in the mobile menu", () => {
    expect(karateNavigation.map((item) => item.to)).toEqual([
      "/karate",
      "/events",
      "/competitions",
      "/camps",
      "/calendar",
      "/resources",
      "/store",
      "/about",
      "/auth",
      "/signup",
      "/contact",
      "/login",
    ]);
    expect(karateNavigation.filter((item) => item.mobileOnly).map((item) => item.label)).toEqual([
      "Log In",
    ]);
  });

  it("has the spec's yoga items, with Courses as the mobile label for Kids Courses", () => {
    expect(yogaNavigation.map((item) => item.to)).toEqual([
      "/yoga",
      "/yoga/courses",
      "/yoga/camps",
      "/yoga/events",
      "/yoga/birthdays",
      "/yoga/calendar",
      "/yoga/store",
      "/yoga/auth",
      "/yoga/contact",
    ]);
    expect(yogaNavigation.find((item) => item.to === "/yoga/courses")).toMatchObject({
      label: "Kids Courses",
      mobileLabel: "Courses",
    });
  });

  it("marks an item active by path prefix, and a side's home only on itself", () => {
    const events = { to: "/events", label: "Events" };
    expect(isNavItemActive(events, "/events")).toBe(true);
    expect(isNavItemActive(events, "/events/sword")).toBe(true);
    expect(isNavItemActive(events, "/eventsx")).toBe(false);
    expect(isNavItemActive({ to: "/yoga", label: "Home" }, "/yoga")).toBe(true);
    expect(isNavItemActive({ to: "/yoga", label: "Home" }, "/yoga/camps")).toBe(false);
  });

  it("reads a prerendered page's folder path as the page's path", () => {
    expect(withoutTrailingSlash("/yoga/")).toBe("/yoga");
    expect(withoutTrailingSlash("/yoga/courses/")).toBe("/yoga/courses");
    expect(withoutTrailingSlash("/yoga")).toBe("/yoga");
    expect(withoutTrailingSlash("/")).toBe("/");
  });
});
