import AxeBuilder from "@axe-core/playwright";
import { adminNotices } from "~/content/admin/frame";
import { dashboardText } from "~/content/admin/dashboard";
import { staffText } from "~/content/admin/staff";
import { deliveriesText } from "~/content/admin/deliveries";
import { contactForm } from "~/content/contact-page";
import { newsletter } from "~/content/newsletter";
import { memberHash } from "~/services/delivery/payloads";
import {
  startTestFormService,
  startTestMailingList,
  startTestSmtp,
  type TestFormService,
  type TestMailingList,
  type TestSmtp,
} from "../support/delivery-servers";
import { findPostgresBinDir, startPostgres, type PostgresCluster } from "../support/postgres";
import { fillForm, toast, valid } from "./contact-helpers";
import { freshSite, postMessage, type Site } from "./durability-site";
import { expect, test } from "./fixtures";
import { addTestStaff, signIn } from "./staff-helpers";

// Contact messages and sign-ups delivered by the production server to real stand-ins of the
// studio's mail server, the form service and the mailing provider: what arrives, what staff see
// when a delivery fails, and a server killed in the middle of a delivery.

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

const listId = "studio-list";
let smtp: TestSmtp;
let form: TestFormService;
let list: TestMailingList;
let site: Site;

function deliverySettings(): Record<string, string> {
  return {
    SMTP_URL: smtp.url,
    MAIL_FROM: '"Studio website" <website@studio.test>',
    STUDIO_EMAIL: "studio@studio.test",
    FORM_SERVICE_URL: form.url,
    FORM_SERVICE_KEY: "form-key-123",
    MAILING_API_KEY: "list-key-us1",
    MAILING_API_URL: list.url,
    MAILING_LIST_ID: listId,
    DELIVERY_TIMEOUT_MS: "1000",
    DELIVERY_RETRY_SECONDS: "0.2",
  };
}

async function undelivered(on: Site = site): Promise<number> {
  const rows = await on.db.selectFrom("outbox").select("id").where("sent_at", "is", null).execute();
  return rows.length;
}

const binDir = findPostgresBinDir();
let cluster: PostgresCluster | undefined;

test.beforeAll(async () => {
  if (binDir) cluster = await startPostgres(binDir);
  smtp = await startTestSmtp();
  form = await startTestFormService();
  list = await startTestMailingList(listId);
});
test.afterAll(async () => {
  await Promise.all([smtp.stop(), form.stop(), list.stop()]);
  await cluster?.stop();
});
test.beforeEach(async () => {
  site = await freshSite("sqlite", undefined);
});
test.afterEach(async () => {
  await site.dispose();
  smtp.mails.length = 0;
  smtp.holdFor(0);
  form.requests.length = 0;
  form.setMode({ kind: "up" });
  list.requests.length = 0;
  list.members.clear();
});

test("a message sent on /contact arrives as mail and at the form service; a sign-up reaches the list with its tag", async ({
  page,
}) => {
  const server = await site.start(deliverySettings());
  await page.goto(`${server.url}/contact`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const values = valid("ada-delivery@example.com");
  const contact = await fillForm(page, values);
  await contact.getByRole("button", { name: contactForm.submitLabel }).click();
  await expect(toast(page).first()).toBeVisible();

  await page.goto(`${server.url}/yoga`);
  const section = page.locator("section#newsletter");
  await section.getByLabel(newsletter.emailLabel).fill("grace-delivery@example.com");
  await section.getByRole("button", { name: newsletter.submitLabel }).click();
  await expect(section.getByRole("status")).toHaveText(newsletter.success);

  await expect.poll(() => undelivered(), { timeout: 20_000 }).toBe(0);
  expect(smtp.mails).toHaveLength(1);
  expect(smtp.mails[0]?.replyTo?.value).toEqual([{ address: values.email, name: "Ada Lovelace" }]);
  expect(smtp.mails[0]?.text).toContain(values.message);
  expect(await form.submissions()).toMatchObject([
    { access_key: "form-key-123", from_email: values.email, message: values.message },
  ]);
  expect(list.members.get(memberHash("grace-delivery@example.com"))).toMatchObject({
    status: "pending",
    tags: new Set(["yoga"]),
  });
});

test("with two worker processes, the primary delivers what either worker stored, each once", async () => {
  const server = await site.start({
    ...deliverySettings(),
    FORM_SERVICE_URL: "",
    MAILING_API_KEY: "",
    WEB_CONCURRENCY: "2",
    LOG_LEVEL: "info",
  });
  // New connections each, so the posts reach both workers.
  const posts = await Promise.all(
    Array.from({ length: 6 }, (_, i) => postMessage(server, `cluster-${i}`)),
  );
  expect(posts.map((post) => post.status)).toEqual(posts.map(() => 200));
  await expect.poll(() => undelivered(), { timeout: 20_000 }).toBe(0);
  const texts = smtp.mails.map((mail) => mail.text?.match(/cluster-\d+/)?.[0]);
  expect(texts.toSorted()).toEqual(posts.map((_, i) => `cluster-${i}`).toSorted());
  const background = [
    ...server.output().matchAll(/"pid":(\d+)[^\n]*"msg":"background work started/g),
  ];
  expect(background.map((line) => Number(line[1]))).toEqual([server.pid]);
});

test("a refused delivery is shown in the staff area, and Retry now sends it once the cause is mended", async ({
  page,
}) => {
  form.setMode({
    kind: "status",
    status: 401,
    body: { success: false, message: "Invalid access key" },
  });
  const server = await site.start(deliverySettings());
  const owner = await addTestStaff("owner", site.db);
  expect((await postMessage(server, "refused")).status).toBe(200);
  await expect
    .poll(
      async () =>
        (await site.db.selectFrom("outbox").select("failed_at").execute()).filter(
          (row) => row.failed_at,
        ).length,
      { timeout: 20_000 },
    )
    .toBe(1);

  await signIn(page, owner, "/admin", server.url);
  await expect(
    page.getByTestId("attention").filter({ hasText: dashboardText.broken.failedDeliveries(1) }),
  ).toBeVisible();
  await page.getByRole("link", { name: dashboardText.seeDeliveries }).click();
  await expect(page).toHaveURL(/\/admin\/deliveries$/);
  const failed = page.getByRole("list", { name: deliveriesText.failedHeading });
  await expect(failed.getByRole("listitem")).toHaveCount(1);
  await expect(failed).toContainText("HTTP 401: Invalid access key");
  await expect(failed).toContainText(deliveriesText.kinds["contact-form"]);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(
      results.violations.map((violation) => violation.id),
      `axe at ${width} px`,
    ).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  }

  // The message itself says its delivery failed.
  await failed.getByRole("link").first().click();
  await expect(page.getByText(deliveriesText.states.failed)).toBeVisible();

  // Posts no button sends: an unknown delivery, an id that is not one, an unknown action.
  const post = (fields: Record<string, string>) =>
    page.request.post(`${server.url}/admin/deliveries`, { form: fields, maxRedirects: 0 });
  expect((await post({ intent: "retry", id: "999999" })).status()).toBe(404);
  expect((await post({ intent: "retry", id: "not-a-number" })).status()).toBe(400);
  expect((await post({ intent: "retry", id: "9".repeat(5000) })).status()).toBe(400);
  expect((await post({ intent: "delete-everything" })).status()).toBe(400);
  const stillFailed = await site.db.selectFrom("outbox").select("failed_at").execute();
  expect(stillFailed.filter((row) => row.failed_at !== null)).toHaveLength(1);

  form.setMode({ kind: "up" });
  await page.goto(`${server.url}/admin/deliveries`);
  await failed.getByRole("button", { name: new RegExp(deliveriesText.retryNow) }).click();
  await expect(page.getByText(adminNotices["deliveries-retried"])).toBeVisible();
  await expect.poll(() => undelivered(), { timeout: 20_000 }).toBe(0);
  await page.reload();
  await expect(page.getByText(deliveriesText.failedEmpty)).toBeVisible();
  // The refused attempt and the one after the fix.
  expect(form.requests).toHaveLength(2);
  const audit = await site.db.selectFrom("audit_log").select(["action", "record_kind"]).execute();
  expect(audit).toContainEqual({ action: "retried", record_kind: "delivery" });

  // With mail configured, a new staff member's one-time link is mailed to them as well.
  await page.goto(`${server.url}/admin/staff`);
  await page.getByLabel("Name").fill("New Teacher");
  await page.getByLabel("Email").fill("teacher-delivery@example.com");
  await page.getByRole("button", { name: "Add Staff Member" }).click();
  const link = (await page.getByTestId("password-link").textContent()) ?? "";
  await expect(page.getByTestId("link-mailed")).toHaveText(
    staffText.linkMailed("teacher-delivery@example.com"),
  );
  // The studio's copy of the message went by mail earlier; the link is the second mail.
  const toTeacher = () =>
    smtp.mails.filter(
      (mail) => mail.to && "text" in mail.to && mail.to.text === "teacher-delivery@example.com",
    );
  await expect.poll(() => toTeacher().length, { timeout: 20_000 }).toBe(1);
  const mail = toTeacher()[0];
  expect(mail?.text).toContain(link);
  // Once sent, the link is not kept in the outbox.
  await expect.poll(() => undelivered(), { timeout: 20_000 }).toBe(0);
  const payloads = await site.db.selectFrom("outbox").select("payload").execute();
  expect(payloads.map((row) => row.payload).join("\n")).not.toContain(new URL(link).pathname);
});

for (const kind of ["sqlite", "postgres"] as const) {
  test(`kill -9 in the middle of a delivery, then a restart: nothing is lost, and only the one in flight may arrive twice [${kind}]`, async () => {
    test.skip(kind === "postgres" && !binDir, "PostgreSQL is not installed here");
    const crashSite = kind === "sqlite" ? site : await freshSite(kind, cluster);
    try {
      smtp.holdFor(1500);
      const settings = { ...deliverySettings(), FORM_SERVICE_URL: "", MAILING_API_KEY: "" };
      const first = await crashSite.start(settings);
      for (let i = 0; i < 5; i++) expect((await postMessage(first, `crash-${i}`)).status).toBe(200);
      // The first mail is on its way when the server dies.
      await expect.poll(() => smtp.arriving(), { timeout: 20_000 }).toBeGreaterThan(0);
      await first.kill("SIGKILL");
      smtp.holdFor(0);
      const restarted = await crashSite.start(settings);
      await expect.poll(() => undelivered(crashSite), { timeout: 40_000 }).toBe(0);
      const texts = smtp.mails.map((mail) => mail.text?.match(/crash-\d+/)?.[0]);
      expect(new Set(texts).size).toBe(5);
      expect(smtp.mails.length).toBeLessThanOrEqual(6);
      // A repeat is recognisably the same mail: the same Message-ID.
      expect(new Set(smtp.mails.map((mail) => mail.messageId)).size).toBe(5);
      test.info().annotations.push({
        type: "figures",
        description: `${kind}: 5 messages, server killed during the first mail; ${smtp.mails.length} mails received after the restart, ${smtp.mails.length - 5} repeated`,
      });
      await restarted.kill("SIGTERM");
    } finally {
      if (crashSite !== site) await crashSite.dispose();
    }
  });
}
