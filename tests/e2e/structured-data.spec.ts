import { request as httpRequest } from "node:http";
import { passesPage } from "~/content/yoga-passes";
import { expect, mainBaseURL, test } from "./fixtures";
import { allOfType, oneOfType, shownPrice, structuredData, type Thing } from "./structured-data";

// Structured data as a search engine reads it: parsed from the page, checked for the properties
// Google's rich results need, and compared with what the page shows a visitor. The events' data
// is checked in upcoming-events.spec.ts (on events whose dates it controls), the sword
// workshop's in sword-workshop.spec.ts, the birthday party's in yoga-offers.spec.ts, and every
// page's breadcrumbs in seo.spec.ts.

const shortDay = (isoDay: unknown) =>
  new Date(`${String(isoDay)}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

for (const [path, name] of [
  ["/", "Blissful Tiger Dojo"],
  ["/karate", "Blissful Tiger Dojo"],
  ["/yoga", "Blissful Tiger Yoga & Mindfulness"],
] as const) {
  test(`${path} describes the studio as a local business, as the page shows it`, async ({
    page,
  }) => {
    await page.goto(path);
    const studio = oneOfType(await structuredData(page), "SportsActivityLocation");
    expect(studio["@context"]).toBe("https://schema.org");
    expect(studio.name).toBe(name);
    const address = studio.address as Record<string, string>;
    expect(address).toMatchObject({
      postalCode: "11694",
      addressRegion: "NY",
      addressCountry: "US",
    });
    // The address, phone and email are the ones on the page.
    const shown = `${address.streetAddress}, ${address.addressLocality}, ${address.addressRegion} ${address.postalCode}`;
    await expect(page.getByRole("link", { name: new RegExp(`^${shown}`) }).first()).toBeAttached();
    await expect(page.getByRole("link", { name: String(studio.telephone) }).first()).toBeAttached();
    if (path === "/") {
      // The landing page names the studio, where it is and its phone; the rest is on /karate,
      // under the same identifier.
      // Prerendered: the build's own address (SITE_URL in the test:e2e script).
      expect(studio["@id"]).toBe("http://localhost:3100/#studio");
      expect(studio.openingHoursSpecification).toBeUndefined();
      return;
    }
    await expect(page.getByRole("link", { name: String(studio.email) }).first()).toBeAttached();
    // Opening hours follow the class schedule: from the first class to the end of the last.
    expect(studio.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Monday",
        opens: "16:00",
        closes: "18:50",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Tuesday",
        opens: "16:30",
        closes: "18:50",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Wednesday",
        opens: "16:00",
        closes: "18:50",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Friday",
        opens: "16:30",
        closes: "18:50",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Saturday",
        opens: "10:30",
        closes: "13:40",
      },
    ]);
    expect(String(studio.url).startsWith(`${mainBaseURL}/`)).toBe(true);
  });
}

for (const path of ["/yoga", "/special-events", "/resources", "/mindful-ai"]) {
  test(`${path}: one FAQPage, holding the questions and answers the page shows, in order`, async ({
    page,
  }) => {
    // Each answer is opened and read in turn: more than 30 s on a busy two-core machine.
    test.setTimeout(90_000);
    await page.goto(path);
    const faq = oneOfType(await structuredData(page), "FAQPage");
    const entries = faq.mainEntity as { "@type": string; name: string; acceptedAnswer: Thing }[];
    const shown = page.locator('details[name="faq"]');
    await expect(shown).toHaveCount(entries.length);
    expect(entries.length).toBeGreaterThan(2);
    for (const [index, entry] of entries.entries()) {
      expect(entry["@type"]).toBe("Question");
      expect(entry.acceptedAnswer["@type"]).toBe("Answer");
      await expect(shown.nth(index).locator("summary")).toHaveText(entry.name);
      await expect(shown.nth(index).locator("p")).toHaveText(String(entry.acceptedAnswer.text));
    }
  });
}

test("/yoga/courses: each course with its schedule, dates and prices as its card shows them", async ({
  page,
}) => {
  await page.goto("/yoga/courses");
  const list = oneOfType(await structuredData(page), "ItemList");
  const items = list.itemListElement as { position: number; item: Thing }[];
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(items.length);
  for (const [index, { position, item: course }] of items.entries()) {
    expect(position).toBe(index + 1);
    expect(course["@type"]).toBe("Course");
    const card = cards.nth(index);
    // Google's course info: name, description, provider, offers with a category, an instance.
    const heading = (await card.getByRole("heading", { level: 3 }).textContent()) ?? "";
    const [, title, ages] = /^(.*) \((.*)\)$/.exec(String(course.name)) ?? [];
    expect(title).toBe(heading);
    await expect(card).toContainText(ages ?? "no ages");
    await expect(card).toContainText(String(course.description));
    // The yoga centre /yoga describes.
    expect(course.provider).toMatchObject({
      name: "Blissful Tiger Yoga & Mindfulness",
      "@id": expect.stringMatching(/\/yoga#studio$/),
    });
    expect(String(course.url)).toContain(
      `/yoga/courses#${await card.getAttribute("aria-labelledby")}`,
    );
    const [regular, earlyBird] = course.offers as Thing[];
    for (const offer of course.offers as Thing[]) {
      expect(offer.category).toBe("Paid");
      expect(offer.priceCurrency).toBe("USD");
      await expect(card.getByRole("link", { name: /Register/ })).toHaveAttribute(
        "href",
        String(offer.url),
      );
    }
    const price = card.locator("[data-course-price]");
    if (regular?.price === undefined) await expect(price).toHaveText(/announced/);
    else await expect(price).toHaveText(shownPrice(regular.price));
    if (earlyBird) {
      const deadline = String(earlyBird.name).replace(/^Early bird, by /, "");
      await expect(card.locator("[data-course-early-bird]")).toHaveText(
        `Early bird ${shownPrice(earlyBird.price)} by ${deadline}`,
      );
    } else {
      await expect(card.locator("[data-course-early-bird]")).toHaveCount(0);
    }
    const instance = course.hasCourseInstance as Thing;
    expect(instance["@type"]).toBe("CourseInstance");
    expect(instance.courseMode).toBe("Onsite");
    expect(((instance.location as Thing).address as Thing).postalCode).toBe("11694");
    const schedule = instance.courseSchedule as Thing;
    expect(schedule.repeatFrequency).toBe("Weekly");
    const day = String(schedule.byDay).replace("https://schema.org/", "");
    await expect(card).toContainText(`${day}s,`);
    if (instance.startDate) {
      await expect(card).toContainText(
        `${schedule.repeatCount} sessions, ${shortDay(instance.startDate)} to ${shortDay(instance.endDate)}`,
      );
      // The weekdays between its first and last day, less the studio's closures, are as many
      // as its sessions.
      const weekdays: string[] = [];
      const last = Date.parse(`${String(instance.endDate)}T00:00:00Z`);
      for (
        let at = Date.parse(`${String(instance.startDate)}T00:00:00Z`);
        at <= last;
        at += 86_400_000
      ) {
        const date = new Date(at);
        if (date.toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" }) === day) {
          weekdays.push(date.toISOString().slice(0, 10));
        }
      }
      expect(weekdays[0]).toBe(instance.startDate);
      expect(weekdays.at(-1)).toBe(instance.endDate);
      const closed = (schedule.exceptDate as string[] | undefined) ?? [];
      for (const closedDay of closed) expect(weekdays).toContain(closedDay);
      expect(weekdays.length - closed.length).toBe(schedule.repeatCount);
    } else {
      await expect(card).toContainText(`${schedule.repeatCount} weeks`);
    }
  }
});

test("/yoga/store: the yoga centre's passes as offers, each at the price and link its card shows", async ({
  page,
}) => {
  await page.goto("/yoga/store");
  const centre = oneOfType(await structuredData(page), "SportsActivityLocation");
  expect((centre.address as Thing).postalCode).toBe("11694");
  const catalog = centre.hasOfferCatalog as Thing;
  expect(catalog.name).toBe(passesPage.title);
  const groups = catalog.itemListElement as Thing[];
  // The groups are the page's sections, in order.
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
    groups.map((group) => String(group.name)),
  );
  const offers = groups.flatMap((group) => allOfType(group.itemListElement as Thing[], "Offer"));
  await expect(page.getByRole("article")).toHaveCount(offers.length);
  for (const offer of offers) {
    const card = page.getByRole("article", { name: String(offer.name), exact: true });
    await expect(card.locator("[data-pass-price]")).toHaveText(
      offer.price === undefined ? passesPage.selectAmount : shownPrice(offer.price),
    );
    expect(offer.priceCurrency).toBe("USD");
    await expect(card.locator("[data-pass-validity]")).toHaveText(String(offer.description));
    await expect(card.getByRole("link", { name: /Buy Now/ })).toHaveAttribute(
      "href",
      String(offer.url),
    );
  }
});

test("structured data is in the HTML only: neither the page's scripts nor its loader data carry it", async ({
  request,
}) => {
  // What only the structured data holds: its types, and the builders that write them.
  const marks = [
    "SportsActivityLocation",
    "FAQPage",
    "CourseInstance",
    "OfferCatalog",
    "EventScheduled",
  ];
  for (const path of ["/", "/yoga", "/yoga/courses", "/yoga/store", "/events", "/sword-workshop"]) {
    const html = await (await request.get(path)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
    expect(blocks.length, path).toBeGreaterThan(0);
    // The page's other inline scripts: the router's context and loader data.
    const inline = [
      ...html.matchAll(/<script(?![^>]*application\/ld\+json)[^>]*>(.*?)<\/script>/gs),
    ]
      .map((match) => match[1] ?? "")
      .join("\n");
    // Every script the page starts with, named in its module preloads or its start-up script.
    const scripts = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g))];
    expect(scripts.length, path).toBeGreaterThan(3);
    const code = await Promise.all(scripts.map(async (src) => (await request.get(src)).text()));
    for (const mark of marks) {
      expect(inline, `${path}: loader data`).not.toContain(mark);
      for (const [index, text] of code.entries()) {
        expect(text, `${path}: ${scripts[index]}`).not.toContain(mark);
      }
    }
  }
});

test("the landing page, with its structured data, stays within a slow connection's first round trip", async ({
  baseURL,
}) => {
  // A new connection delivers about ten packets (14,600 bytes) before it waits for a reply; past
  // that, a visitor on a slow connection waits one more round trip for the page (Lighthouse's
  // simulated slow 4G: 150 ms more to the largest paint). In the default configuration the
  // landing page's headers are 1,117 bytes and its compressed body 13,438 (14,555 in all); this
  // build, with the widgets configured, writes about 100 bytes more into the page. The body is
  // held here; the headers grow with the widgets the studio configures.
  const { hostname, port } = new URL(baseURL ?? "");
  const body = await new Promise<number>((resolve, reject) => {
    const call = httpRequest(
      { host: hostname, port, path: "/", headers: { "accept-encoding": "br, gzip" } },
      (response) => {
        let size = 0;
        response.on("data", (chunk: Buffer) => (size += chunk.length));
        response.on("end", () => resolve(size));
      },
    );
    call.on("error", reject);
    call.end();
  });
  expect(body).toBeLessThanOrEqual(13_600);
});
