import path from "node:path";
import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
} from "@playwright/test";
import { createDatabase } from "~/infra/db.server";

// Shared by the end-to-end tests: the database the test server writes to, and a page that
// fails the test when the app logs an error to the console or throws.

const dataDir = process.env.E2E_DATA_DIR ?? "";
const port = Number(process.env.E2E_PORT ?? 3100);

/** The main server, whose clock is the real one (playwright.config.ts "main"). */
export const mainBaseURL = `http://localhost:${port}`;

export const limitedBaseURL = `http://localhost:${port + 1}`;

/** The server whose clock the tests set (playwright.config.ts "timed"). */
export const timedBaseURL = `http://localhost:${port + 2}`;

/** The server the owner's story of a new season moves through a summer (season-story.spec.ts). */
export const storyBaseURL = `http://localhost:${port + 3}`;

/**
 * The server whose clock stands before the season's events (playwright.config.ts "events"): the
 * pages of the sword and mindful-AI workshops and /special-events offer registration there.
 */
export const eventsBaseURL = `http://localhost:${port + 4}`;

/**
 * The minute the "events" server's clock stands at, noon in New York on July 15, 2025: before
 * the mindful-AI workshop (August 2), the sword workshop's bokken deadline (September 20) and
 * every event of the season. Every spec that uses the server sets this same minute and none
 * moves it, so specs running side by side agree.
 */
/** The server the crawl for stale offers moves through time (playwright.config.ts "crawl"). */
export const crawlBaseURL = `http://localhost:${port + 5}`;

export const beforeTheEvents = "2025-07-15T16:00:00.000Z";

/** Sets the "events" server's clock to `beforeTheEvents` (its test-only route). */
export async function standBeforeTheEvents(request: APIRequestContext): Promise<void> {
  const answer = await request.post(`${eventsBaseURL}/__test/clock`, {
    form: { now: beforeTheEvents },
  });
  expect(answer.status()).toBe(204);
}

/** The client half of the build the test servers serve (playwright.config.ts). */
export const testClientDir = path.join(process.env.E2E_BUILD_DIR ?? "build-test", "client");

/** The test server's own database file (server "main" or "limited"). */
export function openTestDatabase(
  name: "main" | "limited" | "timed" | "story" | "events" | "crawl" = "main",
) {
  return createDatabase(`file:${path.join(dataDir, `${name}.db`)}`);
}

// The browser's own line for an HTTP error status that a test asked for on purpose.
const expectedNetworkNoise =
  /Failed to load resource: the server responded with a status of (400|401|403|404|413|415|429|500|502)/;

function watchConsole(page: Page, errors: string[]) {
  page.on("console", (message) => {
    if (message.type() === "error" && !expectedNetworkNoise.test(message.text())) {
      errors.push(message.text());
    }
  });
  page.on("pageerror", (error) => errors.push(error.message));
}

/** The scheduling provider's widget script, as the test build is configured (package.json). */
export const widgetScriptUrl = "https://widgets.provider.test/widget.js";

/**
 * A stand-in for the provider's widget script: it defines the custom element and draws a small
 * list, as the real script draws the schedule, events or store.
 */
export const widgetStandIn = `
  customElements.define("healcode-widget", class extends HTMLElement {
    connectedCallback() {
      const list = document.createElement("ul");
      list.dataset.standIn = this.getAttribute("data-widget-id") ?? "";
      list.innerHTML = "<li>Widget " + list.dataset.standIn + "</li>";
      this.append(list);
    }
  });
  window.widgetScriptRuns = (window.widgetScriptRuns ?? 0) + 1;
`;

/** The ticket service's checkout script, as the test build is configured (package.json). */
export const ticketScriptUrl = "https://tickets.provider.test/widgets.js";

/**
 * A stand-in for the ticket service's script: createWidget records its options and the time,
 * and draws an empty frame of the asked height into the container, as the real checkout does.
 */
export const ticketStandIn = `
  window.EBWidgets = {
    createWidget(options) {
      window.ticketWidgetCalls = [...(window.ticketWidgetCalls ?? []), {
        ...options, onOrderComplete: typeof options.onOrderComplete, at: performance.now(),
      }];
      window.completeTicketOrder = options.onOrderComplete;
      const frame = document.createElement("iframe");
      frame.title = "Ticket checkout";
      frame.style.height = options.iframeContainerHeight + "px";
      frame.style.width = "100%";
      document.getElementById(options.iframeContainerId).append(frame);
    },
  };
`;

export const test = base.extend<{ consoleErrors: string[] }>({
  // The app starts after the first paint (app/lib/paint-first.server.ts). With JavaScript on,
  // every navigation waits until the page is interactive, so a click is the app's click and not
  // a plain form post or link; without JavaScript there is nothing to wait for.
  page: async ({ page, javaScriptEnabled }, use) => {
    // No test reaches the outside: the provider's host answers with the stand-in by default.
    await page.route(`${new URL(widgetScriptUrl).origin}/**`, (route) =>
      route.fulfill({ contentType: "text/javascript", body: widgetStandIn }),
    );
    await page.route(`${new URL(ticketScriptUrl).origin}/**`, (route) =>
      route.fulfill({ contentType: "text/javascript", body: ticketStandIn }),
    );
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        return response;
      };
    }
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      watchConsole(page, errors);
      await use(errors);
      expect(errors, "errors logged in the browser console").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** A unique address per test run, so tests never see each other's rows. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** `element` starts below the fold hidden, and fades in once scrolled into view. */
export async function expectRevealOnScroll(element: Locator) {
  await expect(element).toHaveAttribute("data-reveal-state", "waiting");
  await expect(element).toHaveCSS("opacity", "0");
  await element.scrollIntoViewIfNeeded();
  await expect(element).toHaveAttribute("data-reveal-state", "shown");
  await expect(element).toHaveCSS("opacity", "1");
}

/** Scrolls through the page so every scroll-reveal has run, then waits for the last one. */
export async function revealEverything(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    // On a busy machine frames are few, and a quick pass can skip over an element entirely.
    for (const element of document.querySelectorAll("[data-reveal-state=waiting]")) {
      element.scrollIntoView({ block: "center" });
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    window.scrollTo(0, 0);
  });
  await expect(page.locator("[data-reveal-state=waiting]")).toHaveCount(0);
  // The longest reveal: 700 ms plus the stagger of a few steps.
  await page.waitForTimeout(1300);
}

/**
 * An FAQ section (app/components/sections/faq-section.tsx): its questions, one question's item
 * (the disclosure element, with `open` while its answer shows), and the items that are open.
 */
export function faqIn(section: Locator) {
  const item = (question: string) =>
    section.locator("details").filter({
      has: section.page().locator("summary", { hasText: question }),
    });
  return {
    questions: section.locator("summary"),
    item,
    question: (question: string) => item(question).locator("summary"),
    open: section.locator("details[open]"),
  };
}

/**
 * The FAQ's disclosure rule: none open, a click opens one, opening another closes the first, and a
 * second click closes the open one.
 */
export async function expectOneOpenAtATime(
  faq: ReturnType<typeof faqIn>,
  first: { question: string; answer: string },
  second: { question: string; answer: string },
) {
  await expect(faq.open).toHaveCount(0);

  await faq.question(first.question).click();
  await expect(faq.item(first.question)).toHaveAttribute("open", "");
  await expect(faq.item(first.question).getByText(first.answer)).toBeVisible();

  await faq.question(second.question).click();
  await expect(faq.item(second.question).getByText(second.answer)).toBeVisible();
  await expect(faq.item(first.question)).not.toHaveAttribute("open");
  await expect(faq.item(first.question).getByText(first.answer)).toBeHidden();
  await expect(faq.open).toHaveCount(1);

  await faq.question(second.question).click();
  await expect(faq.open).toHaveCount(0);
  await expect(faq.item(second.question).getByText(second.answer)).toBeHidden();
}

/** The page section whose heading has exactly this name. */
export function sectionByHeading(page: Page, name: string) {
  return page.locator("section").filter({ has: page.getByRole("heading", { name, exact: true }) });
}
