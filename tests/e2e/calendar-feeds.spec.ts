import ical, { type VEvent } from "node-ical";
import { calendarPage } from "~/content/calendar";
import { eventSchema } from "~/services/events/schema";
import { createEvent, deleteEvent, updateEvent } from "~/services/events/events.server";
import { commandLine } from "~/services/staff/audit.server";
import {
  eventsBaseURL,
  expect,
  mainBaseURL,
  openTestDatabase,
  standBeforeTheEvents,
  test,
} from "./fixtures";

const webcal = mainBaseURL.replace(/^http:/, "webcal:");

// The calendar feeds over HTTP from the production server: their type and caching headers, the
// 304 a calendar application gets when nothing changed, a refused filter, and /events.ics
// following a change staff make to an event.

function eventsOf(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter(
    (component): component is VEvent => component?.type === "VEVENT",
  );
}

test("the class and closure feeds answer as iCalendar with validators, and 304 when unchanged", async ({
  request,
}) => {
  for (const path of ["/calendar/classes.ics", "/calendar/closures.ics", "/events.ics"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers["content-type"], path).toBe("text/calendar; charset=utf-8");
    expect(headers["cache-control"], path).toMatch(
      /^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    expect(headers.etag, path).toMatch(/^W\/"[\w-]+"$/);
    expect(await response.text(), path).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR$/);
    // Asked again with its ETag: 304. (Other tests change events meanwhile, so /events.ics may
    // have changed between two requests; then the next pair agrees.)
    await expect
      .poll(
        async () => {
          const current = (await request.get(path)).headers().etag ?? "";
          return (await request.get(path, { headers: { "If-None-Match": current } })).status();
        },
        { message: path },
      )
      .toBe(304);
  }
  const beginners = await request.get("/calendar/classes.ics?group=beginners-7-12&group=kumite");
  const summaries = eventsOf(await beginners.text()).map((event) => String(event.summary));
  expect(new Set(summaries.map((summary) => summary.split(" (")[0]))).toEqual(
    new Set(["Beginners", "Kumite"]),
  );
  const unknown = await request.get("/calendar/classes.ics?group=everything");
  expect(unknown.status()).toBe(400);
  expect(await unknown.text()).toContain("beginners-7-12");
});

test("/events.ics follows an event staff add, edit and delete", async ({ request, page }) => {
  const db = openTestDatabase();
  const title = `Feed Test ${Date.now()}`;
  const input = eventSchema.parse({
    title,
    date: "2026-12-12",
    time: "15:00",
    durationMinutes: "90",
    location: "The dojo floor",
    registrationStatus: "soon",
    tags: "",
    registrationUrl: "",
    price: "",
  });
  try {
    const before = await request.get("/events.ics");
    const id = await createEvent(db, commandLine, input);
    const added = await request.get("/events.ics", {
      headers: { "If-None-Match": before.headers().etag ?? "" },
    });
    expect(added.status()).toBe(200);
    const event = eventsOf(await added.text()).find((each) => each.summary === title);
    expect(event?.start.toISOString()).toBe("2026-12-12T20:00:00.000Z");
    expect(event?.end?.toISOString()).toBe("2026-12-12T21:30:00.000Z");
    // Its card on /events offers the same event for a calendar.
    await page.goto("/events");
    const add = page.getByRole("link", { name: `Add to calendar for ${title}` });
    const one = await request.get((await add.getAttribute("href")) ?? "");
    expect(eventsOf(await one.text()).map((each) => each.summary)).toEqual([title]);

    await updateEvent(db, commandLine, id, { ...input, title: `${title} (moved)`, time: "16:00" });
    const edited = eventsOf(await (await request.get("/events.ics")).text()).find((each) =>
      String(each.summary).startsWith(title),
    );
    expect(edited?.summary).toBe(`${title} (moved)`);
    expect(edited?.start.toISOString()).toBe("2026-12-12T21:00:00.000Z");
    expect(edited?.uid).toBe(event?.uid);

    await deleteEvent(db, commandLine, id);
    const after = await request.get("/events.ics");
    expect(
      eventsOf(await after.text()).some((each) => String(each.summary).startsWith(title)),
    ).toBe(false);
  } finally {
    await db.destroy();
  }
});

test("the chooser on /calendar subscribes to the classes chosen, without script and with it", async ({
  page,
  request,
}) => {
  const subscribe = await request.get("/calendar/subscribe?group=beginners-7-12&group=kumite", {
    maxRedirects: 0,
  });
  expect(subscribe.status()).toBe(302);
  expect(subscribe.headers().location).toBe(
    `${webcal}/calendar/classes.ics?group=beginners-7-12&group=kumite`,
  );
  const google = await request.get("/calendar/subscribe?app=google", { maxRedirects: 0 });
  expect(google.headers().location).toBe(
    `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(`${webcal}/calendar/classes.ics`)}`,
  );
  const closures = await request.get("/calendar/subscribe?feed=closures", { maxRedirects: 0 });
  expect(closures.headers().location).toBe(`${webcal}/calendar/closures.ics`);
  expect((await request.get("/calendar/subscribe?group=nope", { maxRedirects: 0 })).status()).toBe(
    400,
  );
  expect((await request.get("/calendar/subscribe?feed=nope", { maxRedirects: 0 })).status()).toBe(
    404,
  );

  await page.goto("/calendar");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const block = page.getByRole("region", { name: calendarPage.subscribeHeading });
  await expect(block.getByTestId("calendar-address")).toHaveValue(
    `${mainBaseURL}/calendar/classes.ics`,
  );
  await block.getByLabel("Beginners, ages 7-12").check();
  await block.getByLabel("Kumite").check();
  await expect(block.getByTestId("calendar-address")).toHaveValue(
    `${mainBaseURL}/calendar/classes.ics?group=beginners-7-12&group=kumite`,
  );
  // "Download .ics" is the form's own GET: the chosen feed itself.
  const [download] = await Promise.all([
    page.waitForResponse((response) => response.url().includes("/calendar/classes.ics?")),
    block.getByRole("button", { name: calendarPage.download }).click(),
  ]);
  expect(new URL(download.url()).search).toBe("?group=beginners-7-12&group=kumite");
  expect(download.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
});

// The workshop's page offers Add to calendar while the workshop is to come: on the server whose
// clock stands before it.
test.describe("before the sword workshop", () => {
  test.use({ baseURL: eventsBaseURL });
  test.beforeAll(async ({ request }) => standBeforeTheEvents(request));

  test("each upcoming event and the sword workshop can be added to a calendar: one event as .ics, or in Google Calendar", async ({
    page,
    request,
  }) => {
    await page.goto("/sword-workshop");
    const hero = page.getByRole("main");
    const ics = hero.getByRole("link", { name: /^Add to calendar for Traditional Sword Training/ });
    const href = await ics.getAttribute("href");
    expect(href).toBe("/events.ics?event=sword-workshop");
    const file = await request.get(href ?? "");
    expect(file.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const [event, ...others] = eventsOf(await file.text());
    expect(others).toEqual([]);
    expect(event?.summary).toBe("Traditional Sword Training Workshop and Fundraiser");
    // 3:00 PM in New York on September 27, 2025 (daylight time), for two hours.
    expect(event?.start.toISOString()).toBe("2025-09-27T19:00:00.000Z");
    expect(event?.end?.toISOString()).toBe("2025-09-27T21:00:00.000Z");
    const google = new URL(
      (await hero
        .getByRole("link", { name: /^Google Calendar for Traditional Sword/ })
        .getAttribute("href")) ?? "",
    );
    expect(google.origin + google.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(google.searchParams.get("action")).toBe("TEMPLATE");
    expect(google.searchParams.get("dates")).toBe("20250927T190000Z/20250927T210000Z");
    expect(google.searchParams.get("text")).toBe(event?.summary);
    expect((await request.get("/events.ics?event=no-such-event")).status()).toBe(404);
  });
});
