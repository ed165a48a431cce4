import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

// Every URL of the site, in the spec's order (§2 "Route table"), grouped by side.
// Public pages are also listed in app/site-pages.ts, which a test keeps in step with this file.

const testOnly =
  process.env.STUDIO_TEST_BUILD === "1"
    ? [
        route("__test/fault", "routes/testing/fault.tsx"),
        route("__test/clock", "routes/testing/clock.ts"),
      ]
    : [];

export default [
  index("routes/home.tsx"),
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("api/contact", "routes/api/contact.ts"),
  route("calendar/classes.ics", "routes/feeds/classes.ts"),
  route("calendar/closures.ics", "routes/feeds/closures.ts"),
  route("calendar/subscribe", "routes/feeds/subscribe.ts"),
  route("events.ics", "routes/feeds/events.ts"),
  route("resources/files/*", "routes/resource-file.ts"),
  // The mindful-AI workshop's landing page: its own header and footer, not in the navigation.
  route("mindful-ai", "routes/mindful-ai.tsx"),
  // The staff area (not in the spec's route table): sign-in, then its own frame.
  ...prefix("admin", [
    route("login", "routes/admin/login.tsx"),
    route("login/two-factor", "routes/admin/two-factor.tsx"),
    route("forgot-password", "routes/admin/forgot-password.tsx"),
    route("set-password/:token", "routes/admin/set-password.tsx"),
    route("logout", "routes/admin/logout.ts"),
    route("inbox/export.csv", "routes/admin/inbox-export.ts"),
    route("subscribers/export.csv", "routes/admin/subscribers-export.ts"),
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("schedule", "routes/admin/schedule/seasons.tsx"),
      route("schedule/cancel", "routes/admin/schedule/cancel.tsx"),
      route("schedule/:seasonId", "routes/admin/schedule/season.tsx"),
      route("schedule/:seasonId/history", "routes/admin/schedule/history.tsx"),
      route("schedule/:seasonId/classes/new", "routes/admin/schedule/class-edit.tsx", {
        id: "admin-class-new",
      }),
      route("schedule/:seasonId/classes/:classId", "routes/admin/schedule/class-edit.tsx"),
      route("schedule/:seasonId/closures/new", "routes/admin/schedule/closure-edit.tsx", {
        id: "admin-closure-new",
      }),
      route("schedule/:seasonId/closures/:closureId", "routes/admin/schedule/closure-edit.tsx"),
      route("offerings", "routes/admin/offerings/offerings.tsx"),
      route("offerings/prices", "routes/admin/offerings/prices.tsx"),
      route("offerings/history", "routes/admin/offerings/history.tsx"),
      route("offerings/courses/new", "routes/admin/offerings/course-edit.tsx", {
        id: "admin-course-new",
      }),
      route("offerings/courses/:id", "routes/admin/offerings/course-edit.tsx"),
      route("offerings/camps/:id", "routes/admin/offerings/camp-edit.tsx"),
      route("offerings/competitions/new", "routes/admin/offerings/competition-edit.tsx", {
        id: "admin-competition-new",
      }),
      route("offerings/competitions/:id", "routes/admin/offerings/competition-edit.tsx"),
      route("events", "routes/admin/events.tsx"),
      route("events/new", "routes/admin/event-edit.tsx", { id: "admin-event-new" }),
      route("events/:id", "routes/admin/event-edit.tsx"),
      route("inbox", "routes/admin/inbox.tsx"),
      route("inbox/:id", "routes/admin/message.tsx"),
      route("subscribers", "routes/admin/subscribers.tsx"),
      route("resources", "routes/admin/resources.tsx"),
      route("resources/:id", "routes/admin/resource-edit.tsx"),
      route("deliveries", "routes/admin/deliveries.tsx"),
      route("staff", "routes/admin/staff.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("export.zip", "routes/admin/export.ts"),
      route("account", "routes/admin/account.tsx"),
      route("help", "routes/admin/help.tsx"),
    ]),
  ]),
  layout("routes/site-layout.tsx", [
    // Karate
    route("karate", "routes/karate/home.tsx"),
    route("events", "routes/karate/events.tsx"),
    route("sword-workshop", "routes/karate/sword-workshop.tsx"),
    route("competitions", "routes/karate/competitions.tsx"),
    route("camps", "routes/karate/camps.tsx"),
    route("calendar", "routes/karate/calendar.tsx"),
    route("store", "routes/karate/store.tsx"),
    route("special-events", "routes/karate/special-events.tsx"),
    route("resources", "routes/karate/resources.tsx"),
    route("about", "routes/karate/about.tsx"),
    route("login", "routes/shared/login.tsx", { id: "karate-login" }),
    route("signup", "routes/karate/signup.tsx"),
    route("karate-moms", "routes/karate/karate-moms.tsx"),
    route("auth", "routes/shared/auth.tsx", { id: "karate-auth" }),
    route("contact", "routes/shared/contact.tsx", { id: "karate-contact" }),
    // Yoga and mindfulness
    route("yoga", "routes/yoga/home.tsx"),
    route("yoga/courses", "routes/yoga/courses.tsx"),
    route("yoga/camps", "routes/yoga/camps.tsx"),
    route("yoga/events", "routes/yoga/events.tsx"),
    route("yoga/calendar", "routes/yoga/calendar.tsx"),
    route("yoga/signup", "routes/yoga/signup.tsx"),
    route("yoga/login", "routes/shared/login.tsx", { id: "yoga-login" }),
    route("yoga/auth", "routes/shared/auth.tsx", { id: "yoga-auth" }),
    route("yoga/contact", "routes/shared/contact.tsx", { id: "yoga-contact" }),
    route("yoga/store", "routes/yoga/store.tsx"),
    route("yoga/birthdays", "routes/yoga/birthdays.tsx"),
    // Chess
    route("chess", "routes/chess.tsx"),
    // Shared
    route("newsletter", "routes/newsletter.tsx"),
    ...testOnly,
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
