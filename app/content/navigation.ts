// The two navigations from the spec (§2 "Karate navigation", "Yoga navigation").

export type NavItem = {
  to: string;
  label: string;
  /** Label in the mobile menu when it differs. */
  mobileLabel?: string;
  /** Shown only in the mobile menu. */
  mobileOnly?: boolean;
};

/** The studio's programmes by name: the landing page's cards and the breadcrumbs use these. */
export const programNames = {
  karate: "Karate",
  yoga: "Yoga & Mindfulness",
  chess: "Chess",
} as const;

/** The first step of every breadcrumb trail: the landing page. */
export const homeName = "Home";

export const karateNavigation: NavItem[] = [
  { to: "/karate", label: "Home" },
  { to: "/events", label: "Events" },
  { to: "/competitions", label: "Competitions" },
  { to: "/camps", label: "Camps" },
  { to: "/calendar", label: "Calendar" },
  { to: "/resources", label: "Resources" },
  { to: "/store", label: "Store" },
  { to: "/about", label: "About" },
  { to: "/auth", label: "Sign In/Up" },
  { to: "/signup", label: "Orientation" },
  { to: "/contact", label: "Contact" },
  { to: "/login", label: "Log In", mobileOnly: true },
];

export const yogaNavigation: NavItem[] = [
  { to: "/yoga", label: "Home" },
  { to: "/yoga/courses", label: "Kids Courses", mobileLabel: "Courses" },
  { to: "/yoga/camps", label: "Camps" },
  { to: "/yoga/events", label: "Events" },
  { to: "/yoga/birthdays", label: "Birthdays" },
  { to: "/yoga/calendar", label: "Calendar" },
  { to: "/yoga/store", label: "Store" },
  { to: "/yoga/auth", label: "Sign Up/In" },
  { to: "/yoga/contact", label: "Contact" },
];

/** Active by path prefix; each side's home is active only on itself. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.to === "/karate" || item.to === "/yoga") return pathname === item.to;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
