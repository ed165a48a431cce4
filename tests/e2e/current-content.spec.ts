import ical, { type VEvent } from "node-ical";
import type { Page } from "@playwright/test";
import { dojoTimeToUtc, localDateTime } from "~/model/times";
import { calendarFeedPaths, sitePages } from "~/site-pages";
import { adminNotices } from "~/content/admin/frame";
import { calendarFeedText } from "~/content/calendar";
import { offeringsText } from "~/content/admin/offerings";
import { campActivities, campRegistrationWords } from "~/content/camps";
import { coursesPage } from "~/content/yoga-courses";
import { crawlBaseURL, expect, openTestDatabase, test } from "./fixtures";
import { addTestStaff, signIn } from "./staff-helpers";
import { allOfType, oneOfType, structuredDataIn, type Thing } from "./structured-data";

// No page presents a past date as current (QUALITY.md "Current content"). The site is crawled,
// every public page and feed with its structured data, on a server whose clock the test moves
// (playwright.config.ts "crawl"): a day inside the seed's season, the day after every seeded date
// has passed, and a year after that. It fails when a page
// - shows a Register, Buy or sign-up control beside dates that have all passed;
// - offers structured data (an Event, a Course's instance, an Offer) for a past date;
// - writes a month and year that has passed after "opens", "starts", "begins", "registration"
//   or "coming";
// - names a season or summer that has ended without saying it has.
// Then, on the same server at the real time, the owner's story: a spring course added, next
// summer's camp opened with a link, a pass's price changed, each seen at once on its page, in its
// structured data and in the sitemap's dates; and History's Restore bringing the old price back.

test.describe.configure({ mode: "serial" });
test.use({ baseURL: crawlBaseURL, javaScriptEnabled: false });

const newYork = (day: string) => new Date(dojoTimeToUtc(localDateTime(day, "12:00")));

const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const monthPattern = months.join("|");
const shortMonth = months.map((month) => month.slice(0, 3)).join("|");

/** "2026-09-02" from a month's name (or its first three letters), day and year. */
function isoDay(month: string, day: number, year: number): string {
  const index = months.findIndex((name) => name.startsWith(month.slice(0, 3)));
  return `${year}-${String(index + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Every "October 12", "Oct 12" or "December 18, 2025" in a text, as days (no year: today's). */
function daysIn(text: string, today: string): string[] {
  const pattern = new RegExp(
    `\\b(${monthPattern}|${shortMonth})\\.? (\\d{1,2})(?:, (\\d{4}))?\\b`,
    "g",
  );
  return [...text.matchAll(pattern)].map((match) =>
    isoDay(match[1] ?? "", Number(match[2]), Number(match[3] ?? today.slice(0, 4))),
  );
}

/** A month and year that has passed, written after a word that offers it as still to come. */
function staleMonths(text: string, today: string): string[] {
  const pattern = new RegExp(
    `\\b(opens?|starts?|begins?|registration|coming)\\b[^.]{0,60}?\\b(${monthPattern})(?: (\\d{1,2}),?)? (\\d{4})\\b`,
    "gi",
  );
  return [...text.matchAll(pattern)]
    .filter((match) => {
      const month = months.findIndex((name) => name === match[2]) + 1;
      const year = Number(match[4]);
      const last = match[3]
        ? isoDay(match[2] ?? "", Number(match[3]), year)
        : `${year}-${String(month).padStart(2, "0")}-31`;
      return last < today;
    })
    .map((match) => match[0]);
}

/** Seasons ("2025-26") and summers ("Summer 2026") named on the page that are over by today. */
function endedNames(text: string, today: string): string[] {
  const named: string[] = [];
  for (const match of text.matchAll(/\b(\d{4})-(\d{2}) [Ss]eason\b/g)) {
    if (`20${match[2]}-06-30` < today) named.push(match[0]);
  }
  for (const match of text.matchAll(/\bSummer (\d{4})\b/g)) {
    if (`${match[1]}-08-31` < today) named.push(match[0]);
  }
  return named;
}

type Seen = {
  text: string;
  jsonLd: unknown[];
  /** Register, Buy and sign-up controls, each with the text of the card or section around it. */
  offers: { label: string; around: string }[];
};

async function look(page: Page, path: string): Promise<Seen> {
  const answer = await page.goto(path);
  expect(answer?.status(), path).toBe(200);
  return page.evaluate(() => {
    const main = document.querySelector("main") ?? document.body;
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? "null") as unknown,
    );
    const offers = [...main.querySelectorAll("a, button")]
      .filter((control) =>
        /^(register|buy|sign up for|book|reserve)/i.test((control.textContent ?? "").trim()),
      )
      .map((control) => ({
        label: (control.textContent ?? "").trim(),
        around:
          (control.closest("article, section, li, dl") ?? main) instanceof HTMLElement
            ? ((control.closest("article, section, li, dl") ?? main) as HTMLElement).innerText
            : "",
      }));
    // innerText, not textContent: the words of neighbouring elements stay apart.
    return { text: (main as HTMLElement).innerText, jsonLd, offers };
  });
}

/** Every object in a JSON-LD tree. */
function nodes(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(nodes);
  if (typeof value !== "object" || value === null) return [];
  const record = value as Record<string, unknown>;
  return [record, ...Object.values(record).flatMap(nodes)];
}

const dayOf = (value: unknown) => (typeof value === "string" ? value.slice(0, 10) : undefined);

/** What structured data offers for a date that has passed. */
function staleStructuredData(jsonLd: unknown[], today: string, now: Date): string[] {
  const problems: string[] = [];
  for (const node of nodes(jsonLd)) {
    const type = node["@type"];
    if (type === "Event" && node.offers !== undefined) {
      const starts = typeof node.startDate === "string" ? Date.parse(node.startDate) : NaN;
      if (starts < now.getTime())
        problems.push(`Event "${String(node.name)}" offered after it began`);
    }
    if (type === "Offer") {
      const through = dayOf(node.validThrough);
      if (through !== undefined && through < today)
        problems.push(`Offer "${String(node.name ?? node.url)}" valid through ${through}`);
    }
    if (type === "CourseInstance") {
      const ends = dayOf(node.endDate);
      if (ends !== undefined && ends < today) problems.push(`a course instance ended ${ends}`);
    }
    if (type === "Course" && node.offers !== undefined) {
      const instance = node.hasCourseInstance as Record<string, unknown> | undefined;
      const starts = dayOf(instance?.startDate);
      if (starts !== undefined && starts <= today)
        problems.push(`Course "${String(node.name)}" offered after it began on ${starts}`);
    }
  }
  return problems;
}

async function setClock(page: Page, day: string) {
  const answer = await page.request.post(`${crawlBaseURL}/__test/clock`, {
    form: { now: newYork(day).toISOString() },
  });
  expect(answer.status()).toBe(204);
}

test.afterAll(async ({ request }) => {
  await request.post(`${crawlBaseURL}/__test/clock`, { form: { now: "" } });
});

const clocks = [
  // Inside the seed's season: some of its dates have passed, others are to come.
  "2025-10-15",
  // The day after every seeded date: the season (to June 30), the camps' summer (to August 31).
  "2026-09-02",
  // A year on.
  "2027-09-02",
];

for (const today of clocks) {
  test(`on ${today} no page or feed presents a past date as current`, async ({ page }) => {
    test.setTimeout(180_000);
    await setClock(page, today);
    const now = newYork(today);
    const problems: string[] = [];
    for (const { path } of sitePages) {
      const seen = await look(page, path);
      for (const offer of seen.offers) {
        const days = daysIn(offer.around, today);
        if (days.length > 0 && days.every((day) => day < today))
          problems.push(`${path}: "${offer.label}" beside dates that have all passed`);
      }
      for (const found of staleStructuredData(seen.jsonLd, today, now))
        problems.push(`${path}: ${found}`);
      for (const found of staleMonths(seen.text, today))
        problems.push(`${path}: "${found}" offers a month that has passed`);
      for (const name of endedNames(seen.text, today)) {
        if (!/\b(has ended|ended on|is over|took place)\b/.test(seen.text))
          problems.push(`${path}: names "${name}" as if it were current`);
      }
    }
    for (const path of calendarFeedPaths.filter((feed) => feed.endsWith(".ics"))) {
      const answer = await page.request.get(path);
      expect(answer.status(), path).toBe(200);
      const events = Object.values(ical.sync.parseICS(await answer.text())).filter(
        (component): component is VEvent => component?.type === "VEVENT",
      );
      for (const event of events) {
        const description = typeof event.description === "string" ? event.description : "";
        // The feed's own call ("Register: <link>"), not the event's words about its past deadline.
        const asksToRegister = description
          .split("\n")
          .some((line) => line.startsWith(`${calendarFeedText.register}:`));
        if (event.end && event.end.getTime() < now.getTime() && asksToRegister)
          problems.push(`${path}: "${event.summary}" asks to register after it ended`);
      }
    }
    expect(problems).toEqual([]);
  });
}

/** A page as a visitor (no session) is sent it, with the few entities React writes decoded. */
async function visitorPage(page: Page, path: string): Promise<string> {
  const answer = await page.request.get(`${crawlBaseURL}${path}`);
  expect(answer.status(), path).toBe(200);
  return (await answer.text())
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&");
}

/** The sitemap's date for one page. */
async function lastmodOf(page: Page, path: string): Promise<string> {
  const xml = await (await page.request.get(`${crawlBaseURL}/sitemap.xml`)).text();
  const entry = new RegExp(
    `<loc>[^<]*${path.replaceAll("/", "\\/")}</loc><lastmod>([^<]+)</lastmod>`,
  ).exec(xml);
  if (!entry?.[1]) throw new Error(`no lastmod for ${path}`);
  return entry[1];
}

async function expectNotice(page: Page, notice: keyof typeof adminNotices) {
  await expect(page.getByRole("status").filter({ hasText: adminNotices[notice] })).toBeVisible();
}

test("the owner adds a spring course, opens next summer's camp and changes a price; Restore brings it back", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.request.post(`${crawlBaseURL}/__test/clock`, { form: { now: "" } });
  const year = new Date().getFullYear() + 1;
  const db = openTestDatabase("crawl");
  const owner = await addTestStaff("owner", db).finally(() => db.destroy());
  const before = {
    courses: await lastmodOf(page, "/yoga/courses"),
    camps: await lastmodOf(page, "/camps"),
    store: await lastmodOf(page, "/yoga/store"),
  };
  await page.context().addCookies([]);
  await signIn(page, owner, "/admin", crawlBaseURL);

  // 1. A spring course, open for registration.
  await page.goto(`${crawlBaseURL}/admin/offerings`);
  await page.getByRole("link", { name: offeringsText.addCourse }).click();
  const { fields } = offeringsText;
  await page.getByLabel(fields.title).fill("Spring Kids Aerial Yoga");
  await page.getByLabel(fields.ages).fill("Ages 6-9");
  await page.getByLabel(fields.day, { exact: true }).selectOption("Thursday");
  await page.getByLabel(fields.time, { exact: true }).fill("4:00 PM");
  await page.getByLabel(fields.first).fill(`${year}-03-04`);
  await page.getByLabel(fields.last).fill(`${year}-04-22`);
  await page.getByLabel(fields.price, { exact: true }).fill("$240");
  await page.getByLabel(fields.registrationState, { exact: true }).selectOption("open");
  await page.getByLabel(fields.registrationUrl).fill("https://booking.example.com/spring");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expectNotice(page, "course-saved");
  const courses = await visitorPage(page, "/yoga/courses");
  expect(courses).toContain("Spring Kids Aerial Yoga");
  expect(courses).toContain("https://booking.example.com/spring");
  expect(courses).not.toContain(coursesPage.soonHeading);
  const listed = (oneOfType(structuredDataIn(courses), "ItemList").itemListElement ?? []) as {
    item: Thing;
  }[];
  const course = listed
    .map((entry) => entry.item)
    .find((thing) => String(thing.name).startsWith("Spring Kids Aerial Yoga"));
  expect(course?.offers).toEqual([
    expect.objectContaining({ price: "240.00", url: "https://booking.example.com/spring" }),
  ]);
  expect(await lastmodOf(page, "/yoga/courses")).not.toBe(before.courses);

  // 2. Next summer's karate camp, open with a link.
  await page.goto(`${crawlBaseURL}/admin/offerings/camps/karate-camp`);
  await page.getByLabel(fields.year, { exact: true }).fill(String(year));
  await page.getByLabel(fields.registrationState, { exact: true }).selectOption("open");
  await page.getByLabel(fields.registrationUrl).fill("https://booking.example.com/camp");
  // This summer there is no sushi: its card leaves the page, the other seven stay.
  const sushi = campActivities.find((card) => card.icon === "meal");
  await page.getByRole("checkbox", { name: sushi?.title }).uncheck();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expectNotice(page, "camp-saved");
  const camps = await visitorPage(page, "/camps");
  expect(camps).toContain(campRegistrationWords.title(year));
  expect(camps).toContain('href="https://booking.example.com/camp"');
  expect(camps).not.toContain(sushi?.title);
  for (const card of campActivities.filter((activity) => activity !== sushi))
    expect(camps).toContain(card.title);
  expect(await lastmodOf(page, "/camps")).not.toBe(before.camps);

  // 3. The aerial single class from $30 to $32.
  await page.goto(`${crawlBaseURL}/admin/offerings/prices`);
  const single = page.getByTestId("price").filter({ hasText: "Aerial yoga, one class" });
  await single.getByRole("textbox").fill("32");
  await single.getByRole("button", { name: /^Save/ }).click();
  await expectNotice(page, "price-saved");
  const store = await visitorPage(page, "/yoga/store");
  expect(store).toMatch(/data-pass-price[^>]*>\$32</);
  const offers = allOfType(structuredDataIn(store), "SportsActivityLocation")
    .flatMap((thing) => nodes(thing))
    .filter((node) => node["@type"] === "Offer" && node.name === "Aerial One Class");
  expect(offers.map((offer) => offer.price)).toEqual(["32.00"]);
  expect(await visitorPage(page, "/yoga")).toContain("A single aerial class is $32");
  expect(await lastmodOf(page, "/yoga/store")).not.toBe(before.store);

  // 4. History: the price as it was, restored; visitors see $30 again.
  await page.goto(`${crawlBaseURL}/admin/offerings/history`);
  await page
    .getByTestId("revision")
    .filter({ hasText: "Aerial yoga, one class · $30" })
    .last()
    .getByRole("button", { name: /^Restore/ })
    .click();
  await expectNotice(page, "restored");
  expect(await visitorPage(page, "/yoga/store")).toMatch(/data-pass-price[^>]*>\$30</);

  // Courses & prices fit a 320 px phone: nothing wider than the screen.
  await page.setViewportSize({ width: 320, height: 800 });
  for (const path of [
    "/admin/offerings",
    "/admin/offerings/courses/new",
    "/admin/offerings/camps/karate-camp",
    "/admin/offerings/competitions/invitational",
    "/admin/offerings/prices",
    "/admin/offerings/history",
  ]) {
    await page.goto(`${crawlBaseURL}${path}`);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBe(0);
  }
});
