import { sql } from "kysely";
import type { Page } from "@playwright/test";
import { contactForm, contactPage } from "~/content/contact-page";
import { studio } from "~/content/studio";
import { expect, limitedBaseURL, openTestDatabase, test, uniqueEmail } from "./fixtures";

// /contact (spec §2 "Contact page", §4 contact form states, §5, §8): the cards, and the message
// form through every state, stored in our own database before the answer.

async function storedMessages(email: string, database: "main" | "limited" = "main") {
  const db = openTestDatabase(database);
  try {
    return await db.selectFrom("messages").selectAll().where("email", "=", email).execute();
  } finally {
    await db.destroy();
  }
}

const valid = (email: string) => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email,
  phone: "(718) 555-0100",
  message: "When is the next orientation for my daughter, age 8?",
});

async function fillForm(page: Page, values: ReturnType<typeof valid>) {
  const form = page.locator("form[data-contact-form]");
  await form.getByLabel(contactForm.labels.firstName).fill(values.firstName);
  await form.getByLabel(contactForm.labels.lastName).fill(values.lastName);
  await form.getByLabel(contactForm.labels.email, { exact: true }).fill(values.email);
  await form.getByLabel(contactForm.labels.phone).fill(values.phone);
  await form.getByLabel(contactForm.labels.message).fill(values.message);
  return form;
}

const toast = (page: Page) => page.locator("[data-sonner-toast]");

test("shows the Email, Call/Text and Location cards with the studio's details", async ({
  page,
}) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(contactPage.sides.karate.title);
  for (const card of Object.values(contactPage.cards)) {
    await expect(page.getByRole("heading", { level: 2, name: card.title })).toBeVisible();
  }
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: studio.email })).toHaveAttribute(
    "href",
    `mailto:${studio.email}`,
  );
  await expect(main.getByRole("link", { name: studio.phone.display })).toHaveAttribute(
    "href",
    studio.phone.href,
  );
  await expect(page.locator("#top")).toHaveCount(1);
});

test("the fields follow the spec: required, email and tel types, a 6-row message", async ({
  page,
}) => {
  await page.goto("/contact");
  const form = page.locator("form[data-contact-form]");
  await expect(form.getByLabel(contactForm.labels.firstName)).toHaveAttribute("required", "");
  await expect(form.getByLabel(contactForm.labels.lastName)).not.toHaveAttribute("required");
  const email = form.getByLabel(contactForm.labels.email, { exact: true });
  await expect(email).toHaveAttribute("type", "email");
  await expect(email).toHaveAttribute("required", "");
  await expect(form.getByLabel(contactForm.labels.phone)).toHaveAttribute("type", "tel");
  await expect(form.getByLabel(contactForm.labels.phone)).toHaveAttribute("required", "");
  await expect(form.getByLabel(contactForm.labels.message)).toHaveAttribute("rows", "6");
});

test("sends: Sending..., then the success toast, the form cleared and the row stored", async ({
  page,
}) => {
  const email = uniqueEmail("contact");
  await page.goto("/contact");
  // Hold the answer back a moment so the sending state can be seen.
  await page.route("**/api/contact", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  const form = await fillForm(page, valid(email));
  await form.getByRole("button", { name: contactForm.submitLabel }).click();
  const sending = form.getByRole("button", { name: contactForm.pendingLabel });
  await expect(sending).toBeDisabled();
  await expect(toast(page)).toContainText(contactForm.successTitle);
  await expect(toast(page)).toContainText(contactForm.successText);
  await expect(form.getByRole("button", { name: contactForm.submitLabel })).toBeEnabled();
  await expect(form.getByLabel(contactForm.labels.firstName)).toHaveValue("");
  await expect(form.getByLabel(contactForm.labels.message)).toHaveValue("");
  const rows = await storedMessages(email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    first_name: "Ada",
    last_name: "Lovelace",
    phone: "(718) 555-0100",
    message: valid(email).message,
    side: "karate",
    page: "/contact",
    delivery_state: "pending",
  });
});

test("a phone number the server refuses: the field's error, the values kept, the error toast", async ({
  page,
}) => {
  const email = uniqueEmail("contact-phone");
  await page.goto("/contact");
  const form = await fillForm(page, { ...valid(email), phone: "call me maybe" });
  await form.getByRole("button", { name: contactForm.submitLabel }).click();
  await expect(toast(page)).toContainText(contactForm.errorTitle);
  await expect(toast(page)).toContainText(contactForm.invalid);
  const phone = form.getByLabel(contactForm.labels.phone);
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toBeFocused();
  await expect(form.getByText(contactForm.errors.phone)).toBeVisible();
  await expect(form.getByLabel(contactForm.labels.message)).toHaveValue(valid(email).message);
  expect(await storedMessages(email)).toHaveLength(0);
});

test("an answer that is not the server's (a proxy's error page): the spec's fallback text", async ({
  page,
}) => {
  await page.goto("/contact");
  await page.route("**/api/contact", (route) =>
    route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad Gateway</h1>" }),
  );
  const form = await fillForm(page, valid(uniqueEmail("contact-offline")));
  await form.getByRole("button", { name: contactForm.submitLabel }).click();
  await expect(toast(page)).toContainText(contactForm.errorTitle);
  await expect(toast(page)).toContainText(contactForm.errorFallback);
  await expect(form.getByLabel(contactForm.labels.firstName)).toHaveValue("Ada");
});

test.describe("the server checks every field", () => {
  const cases: [string, Partial<ReturnType<typeof valid>>, string][] = [
    ["firstName", { firstName: "  " }, contactForm.errors.firstNameMissing],
    ["firstName", { firstName: "A".repeat(101) }, contactForm.errors.firstNameLong],
    ["lastName", { lastName: "L".repeat(101) }, contactForm.errors.lastNameLong],
    ["email", { email: "not-an-address" }, contactForm.errors.email],
    ["phone", { phone: "12" }, contactForm.errors.phone],
    ["phone", { phone: "<script>" }, contactForm.errors.phone],
    ["message", { message: "" }, contactForm.errors.messageMissing],
    ["message", { message: "x".repeat(5001) }, contactForm.errors.messageLong],
  ];
  for (const [field, change, error] of cases) {
    test(`${field} ${JSON.stringify(change).slice(0, 40)}: ${error}`, async ({ request }) => {
      const email = uniqueEmail("contact-invalid");
      const values = { ...valid(email), ...change };
      const response = await request.post("/api/contact", { form: values });
      expect(response.status()).toBe(400);
      const body = (await response.json()) as {
        success: boolean;
        message: string;
        fieldErrors: Record<string, string>;
        values: Record<string, string>;
      };
      expect(body.success).toBe(false);
      expect(body.message).toBe(contactForm.invalid);
      expect(body.fieldErrors[field]).toBe(error);
      expect(body.values).toEqual(values);
      expect(await storedMessages(email)).toHaveLength(0);
      expect(await storedMessages(values.email)).toHaveLength(0);
    });
  }
});

test("a filled honeypot gets the same answer and nothing is stored", async ({ request }) => {
  const email = uniqueEmail("contact-bot");
  const response = await request.post("/api/contact", {
    form: { ...valid(email), company: "Bots Inc." },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ success: true, message: contactForm.successText });
  expect(await storedMessages(email)).toHaveLength(0);
});

test("only POST: a GET of the endpoint is 405", async ({ request }) => {
  const response = await request.get("/api/contact");
  expect(response.status()).toBe(405);
});

test("an oversized body is refused with 413 before it is read", async ({ request }) => {
  const email = uniqueEmail("contact-huge");
  const response = await request.post("/api/contact", {
    form: { ...valid(email), message: "x".repeat(200_000) },
  });
  expect(response.status()).toBe(413);
  expect(await storedMessages(email)).toHaveLength(0);
});

// On the second server, which trusts X-Forwarded-For, so each test is a visitor of its own.
test.describe.serial("limits and faults", () => {
  test("the fourth message within the window is refused with 429 and not stored", async ({
    request,
  }) => {
    const headers = { "X-Forwarded-For": "203.0.113.41" };
    const emails: string[] = [];
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const email = uniqueEmail(`contact-limit${i}`);
      emails.push(email);
      const response = await request.post(`${limitedBaseURL}/api/contact`, {
        form: valid(email),
        headers,
      });
      statuses.push(response.status());
      if (response.status() === 429) {
        expect((await response.json()).message).toBe(contactForm.tooMany);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await storedMessages(emails[2] ?? "", "limited")).toHaveLength(1);
    expect(await storedMessages(emails[3] ?? "", "limited")).toHaveLength(0);
  });

  test("a message the database cannot take: the error toast with the server's message", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": "203.0.113.42" });
    const db = openTestDatabase("limited");
    try {
      await page.goto(`${limitedBaseURL}/contact`);
      await sql`alter table messages rename to messages_away`.execute(db);
      const form = await fillForm(page, valid(uniqueEmail("contact-fault")));
      await form.getByRole("button", { name: contactForm.submitLabel }).click();
      await expect(toast(page)).toContainText(contactForm.errorTitle);
      await expect(toast(page)).toContainText(contactForm.storeFailed);
      await expect(form.getByLabel(contactForm.labels.firstName)).toHaveValue("Ada");
    } finally {
      await sql`alter table messages_away rename to messages`.execute(db);
      await db.destroy();
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts to the page, which shows the result and stores the row", async ({ page }) => {
    const email = uniqueEmail("contact-nojs");
    await page.goto("/contact");
    const form = await fillForm(page, valid(email));
    await form.getByRole("button", { name: contactForm.submitLabel }).click();
    await expect(page.getByRole("status")).toContainText(contactForm.successTitle);
    await expect(page.getByRole("status")).toContainText(contactForm.successText);
    expect(await storedMessages(email)).toEqual([
      expect.objectContaining({ side: "karate", page: "/contact" }),
    ]);
  });

  test("an invalid phone comes back as 400 with its error and every value kept", async ({
    page,
  }) => {
    const email = uniqueEmail("contact-nojs-invalid");
    await page.goto("/contact");
    const form = await fillForm(page, { ...valid(email), phone: "call me maybe" });
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      form.getByRole("button", { name: contactForm.submitLabel }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText(contactForm.errorTitle);
    await expect(page.getByText(contactForm.errors.phone)).toBeVisible();
    const again = page.locator("form[data-contact-form]");
    await expect(again.getByLabel(contactForm.labels.phone)).toHaveValue("call me maybe");
    await expect(again.getByLabel(contactForm.labels.email, { exact: true })).toHaveValue(email);
    await expect(again.getByLabel(contactForm.labels.message)).toHaveValue(valid(email).message);
    expect(await storedMessages(email)).toHaveLength(0);
  });
});

test.describe("/yoga/contact: the same form, stored with side = yoga", () => {
  const yoga = contactPage.sides.yoga;

  test("Let's Connect, the three cards, a 4-row message, and a title naming the centre and town", async ({
    page,
  }) => {
    await page.goto(yoga.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(yoga.title);
    expect(yoga.title).toBe("Let's Connect");
    for (const card of Object.values(contactPage.cards)) {
      await expect(page.getByRole("heading", { level: 2, name: card.title })).toBeVisible();
    }
    await expect(
      page.locator("form[data-contact-form]").getByLabel(contactForm.labels.message),
    ).toHaveAttribute("rows", String(yoga.messageRows));
    expect(yoga.messageRows).toBe(4);
    const title = await page.title();
    for (const part of [studio.yogaName, studio.address.locality, "Martial Arts", "Yoga"]) {
      expect(title).toContain(part);
    }
  });

  test("sends and stores the message with side yoga and page /yoga/contact", async ({ page }) => {
    const email = uniqueEmail("contact-yoga");
    await page.goto(yoga.path);
    const form = await fillForm(page, valid(email));
    await form.getByRole("button", { name: contactForm.submitLabel }).click();
    await expect(toast(page)).toContainText(contactForm.successTitle);
    await expect(form.getByLabel(contactForm.labels.firstName)).toHaveValue("");
    expect(await storedMessages(email)).toEqual([
      expect.objectContaining({ side: "yoga", page: "/yoga/contact", delivery_state: "pending" }),
    ]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("posts to /yoga/contact, which shows the result and stores the row", async ({ page }) => {
      const email = uniqueEmail("contact-yoga-nojs");
      await page.goto(yoga.path);
      const form = await fillForm(page, valid(email));
      await form.getByRole("button", { name: contactForm.submitLabel }).click();
      await expect(page).toHaveURL(/\/yoga\/contact$/);
      await expect(page.getByRole("status")).toContainText(contactForm.successTitle);
      expect(await storedMessages(email)).toEqual([
        expect.objectContaining({ side: "yoga", page: "/yoga/contact" }),
      ]);
    });
  });
});
