import { newsletter } from "~/content/newsletter";
import { honeypotField } from "~/lib/honeypot";
import { expect, limitedBaseURL, openTestDatabase, test, uniqueEmail } from "./fixtures";

async function storedRows(email: string, database: "main" | "limited" = "main") {
  const db = openTestDatabase(database);
  try {
    return await db.selectFrom("subscribers").selectAll().where("email", "=", email).execute();
  } finally {
    await db.destroy();
  }
}

const section = (page: import("@playwright/test").Page) => page.locator("section#newsletter");

test.describe("newsletter sign-up", () => {
  test("shows the spec's words and keeps the result areas hidden until the server answers", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(section(page).getByRole("heading", { name: newsletter.heading })).toBeVisible();
    await expect(section(page).getByText(newsletter.text)).toBeVisible();
    await expect(section(page).getByText(newsletter.privacyNote)).toBeVisible();
    await expect(section(page).getByRole("status")).toHaveCount(0);
    await expect(section(page).getByRole("alert")).toHaveCount(0);
  });

  test("signs up in place and stores one row; signing up twice is not an error", async ({
    page,
  }) => {
    const email = uniqueEmail("twice");
    for (let attempt = 0; attempt < 2; attempt++) {
      await page.goto("/");
      await section(page).getByLabel(newsletter.emailLabel).fill(`  ${email.toUpperCase()} `);
      await section(page).getByRole("button", { name: newsletter.submitLabel }).click();
      await expect(section(page).getByRole("status")).toHaveText(newsletter.success);
      expect(new URL(page.url()).pathname).toBe("/");
    }
    const rows = await storedRows(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email,
      side: "karate",
      source_page: "/",
      unsubscribed_at: null,
    });
  });

  test("the browser stops an invalid address before it is sent", async ({ page }) => {
    await page.goto("/");
    const input = section(page).getByLabel(newsletter.emailLabel);
    await input.fill("not-an-address");
    await section(page).getByRole("button", { name: newsletter.submitLabel }).click();
    expect(await input.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);
    await expect(section(page).getByRole("status")).toHaveCount(0);
  });

  test("an address the server rejects shows the field error in place and focuses the field", async ({
    page,
  }) => {
    await page.goto("/");
    // Skip the browser's own check, as an older browser or a script-less client would.
    await section(page)
      .locator("form")
      .evaluate((form: HTMLFormElement) => (form.noValidate = true));
    const input = section(page).getByLabel(newsletter.emailLabel);
    await input.fill("nobody@nowhere");
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await section(page).getByRole("button", { name: newsletter.submitLabel }).click();
    expect((await answer).status()).toBe(400);
    await expect(section(page).getByText(newsletter.invalidEmail)).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(newsletter.invalidEmail);
    await expect(input).toBeFocused();
    await expect(input).toHaveValue("nobody@nowhere");
  });

  test("the server answers an invalid address with 400, the field error and the value kept", async ({
    request,
  }) => {
    const response = await request.post("/newsletter", {
      form: {
        EMAIL: "still-not-an-address",
        tags: "yoga",
        returnTo: "/",
        anchor: "newsletter",
        [honeypotField]: "",
      },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain(newsletter.invalidEmail);
    expect(html).toContain('value="still-not-an-address"');
    expect(html).toMatch(/aria-invalid="true"/);
    expect(await storedRows("still-not-an-address")).toHaveLength(0);
  });

  test("a filled honeypot gets the same answer and stores nothing", async ({ request }) => {
    const email = uniqueEmail("bot");
    const response = await request.post("/newsletter", {
      form: {
        EMAIL: email,
        tags: "karate",
        returnTo: "/",
        anchor: "newsletter",
        [honeypotField]: "http://spam.example",
      },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe("/?newsletter=subscribed&at=newsletter#newsletter");
    expect(await storedRows(email)).toHaveLength(0);
  });

  test("too many posts from one address are refused with 429 and nothing stored", async ({
    request,
  }) => {
    const statuses: number[] = [];
    const emails: string[] = [];
    for (let i = 0; i < 5; i++) {
      const email = uniqueEmail(`limit${i}`);
      emails.push(email);
      const response = await request.post(`${limitedBaseURL}/newsletter`, {
        form: { EMAIL: email, tags: "karate", returnTo: "/", anchor: "newsletter", enhanced: "1" },
        maxRedirects: 0,
      });
      statuses.push(response.status());
      if (response.status() === 429) {
        expect(await response.text()).toContain(newsletter.tooMany);
        expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(await storedRows(emails[4] ?? "", "limited")).toHaveLength(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("posts, comes back to the same place and shows the result", async ({ page }) => {
      const email = uniqueEmail("nojs");
      await page.goto("/");
      await section(page).getByLabel(newsletter.emailLabel).fill(email);
      await section(page).getByRole("button", { name: newsletter.submitLabel }).click();
      await page.waitForURL((url) => url.searchParams.get("newsletter") === "subscribed");
      expect(new URL(page.url()).pathname).toBe("/");
      expect(new URL(page.url()).hash).toBe("#newsletter");
      await expect(section(page).getByRole("status")).toHaveText(newsletter.success);
      expect(await storedRows(email)).toHaveLength(1);
    });

    test("a sign-up over the limit gets 429 and a page that says why and keeps the address", async ({
      page,
      request,
    }) => {
      // A visitor of its own on the server that trusts X-Forwarded-For, with a small allowance.
      const visitor = { "X-Forwarded-For": "203.0.113.77" };
      await page.setExtraHTTPHeaders(visitor);
      for (let i = 0; i < 3; i++) {
        await request.post(`${limitedBaseURL}/newsletter`, {
          form: { EMAIL: uniqueEmail(`used${i}`), tags: "yoga", returnTo: "/yoga" },
          headers: visitor,
          maxRedirects: 0,
        });
      }
      const email = uniqueEmail("over-limit");
      await page.goto(`${limitedBaseURL}/yoga`);
      await section(page).getByLabel(newsletter.emailLabel).fill(email);
      const [response] = await Promise.all([
        page.waitForResponse((answer) => answer.request().method() === "POST"),
        section(page).getByRole("button", { name: newsletter.submitLabel }).click(),
      ]);
      expect(response.status()).toBe(429);
      expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
      await expect(page.getByRole("alert")).toHaveText(newsletter.tooMany);
      await expect(page.getByLabel(newsletter.emailLabel)).toHaveValue(email);
      expect(await storedRows(email, "limited")).toHaveLength(0);
    });
  });
});
