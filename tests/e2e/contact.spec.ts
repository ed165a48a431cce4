import { contactForm, contactPage } from "~/content/contact-page";
import { studio } from "~/content/studio";
import { expect, test, uniqueEmail } from "./fixtures";
import { fillForm, storedMessages, toast, valid } from "./contact-helpers";

// /contact and /yoga/contact (spec §2 "Contact page", §4 contact form states, §5, §8): the cards,
// and the message form through every state, stored in our own database before the answer. The
// receiver's rules and limits are in contact-api.spec.ts.

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
      expect.objectContaining({ side: "yoga", page: "/yoga/contact" }),
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
