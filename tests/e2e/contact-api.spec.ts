import { sql } from "kysely";
import { honeypotField } from "~/lib/honeypot";
import { contactForm } from "~/content/contact-page";
import { expect, limitedBaseURL, openTestDatabase, test, uniqueEmail } from "./fixtures";
import { fillForm, storedMessages, toast, valid } from "./contact-helpers";

// /api/contact, the contact form's receiver: the same rules as the form checked on the server,
// the honeypot, the size and rate limits, and a database that cannot take the message.

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
        reply: { error: Record<string, string[]>; initialValue: Record<string, string> };
      };
      expect(body.success).toBe(false);
      expect(body.message).toBe(contactForm.invalid);
      // Conform's reply: each field's errors, and the values as sent, to put back in the form.
      expect(body.reply.error[field]?.[0]).toBe(error);
      expect(body.reply.initialValue).toEqual(
        Object.fromEntries(Object.entries(values).filter(([, value]) => value !== "")),
      );
      expect(await storedMessages(email)).toHaveLength(0);
      expect(await storedMessages(values.email)).toHaveLength(0);
    });
  }
});

test("a filled honeypot gets the same answer and nothing is stored", async ({ request }) => {
  const email = uniqueEmail("contact-bot");
  const response = await request.post("/api/contact", {
    form: { ...valid(email), [honeypotField]: "http://spam.example" },
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
        expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await storedMessages(emails[2] ?? "", "limited")).toHaveLength(1);
    expect(await storedMessages(emails[3] ?? "", "limited")).toHaveLength(0);
  });

  test("while the database refuses writes, a message is acknowledged, spooled, then stored once", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": "203.0.113.42" });
    const email = uniqueEmail("contact-spooled");
    const health = async () =>
      (await page.request.get(`${limitedBaseURL}/healthz`)).json() as Promise<{
        status: string;
        spooled: number;
        rejected: number;
      }>;
    const db = openTestDatabase("limited");
    try {
      await page.goto(`${limitedBaseURL}/contact`);
      await sql`alter table messages rename to messages_away`.execute(db);
      const form = await fillForm(page, valid(email));
      await form.getByRole("button", { name: contactForm.submitLabel }).click();
      await expect(toast(page)).toContainText(contactForm.successTitle);
      expect(await health()).toMatchObject({ status: "degraded", spooled: 1, rejected: 0 });
    } finally {
      await sql`alter table messages_away rename to messages`.execute(db);
      await db.destroy();
    }
    // The server writes the spool into the database once it takes writes again.
    await expect.poll(async () => (await health()).spooled, { timeout: 20_000 }).toBe(0);
    expect(await storedMessages(email, "limited")).toEqual([
      expect.objectContaining({ first_name: "Ada", side: "karate", page: "/contact" }),
    ]);
  });
});
