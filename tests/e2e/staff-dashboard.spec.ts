import { dashboardText } from "~/content/admin/dashboard";
import { adminText } from "~/content/admin/frame";
import { deliveriesText } from "~/content/admin/deliveries";
import { helpText } from "~/content/admin/help";
import { expect as baseExpect, openTestDatabase, test } from "./fixtures";
import { addTestStaff, signIn } from "./staff-helpers";

// The dashboard on a phone tells the truth first: the test servers have no SMTP_URL, so it says
// that emails to the studio are not being sent, names the setting and who sets it, and links to
// the page that says what is set up. Help is one tap away from it, and every link on the Help
// page opens a page (200) for a signed-in owner. Unread messages are counted beside the Inbox.

test.describe.configure({ mode: "parallel", timeout: 60_000 });

// Signing in hashes a password (scrypt), which takes a while on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });

test.use({ viewport: { width: 375, height: 812 } });

test("on a phone the dashboard first says that email is not set up, and links to its fix", async ({
  page,
}) => {
  await signIn(page, await addTestStaff("owner"));
  const attention = page.getByRole("region", { name: dashboardText.attention });
  const email = attention.getByTestId("attention").filter({
    hasText: dashboardText.broken.emailOff,
  });
  await expect(email).toBeVisible();
  await expect(email).toContainText("Ask whoever runs the server to set SMTP_URL");
  await expect(attention).not.toContainText(dashboardText.allClear);

  // "Needs attention" comes before the counts on a phone, where one panel stands above the next.
  const unread = page.getByRole("region", { name: dashboardText.unread });
  const attentionTop = (await attention.boundingBox())?.y ?? Infinity;
  expect(attentionTop).toBeLessThan((await unread.boundingBox())?.y ?? 0);

  await email.getByRole("link", { name: dashboardText.whatIsSetUp }).click();
  await expect(page).toHaveURL(/\/admin\/deliveries$/);
  await expect(page.getByTestId("not-set-up")).toContainText(deliveriesText.notSetUp.smtp);
  await expect(page.getByText(deliveriesText.settingsWho)).toBeVisible();
  await expect(page.locator("main")).not.toContainText("README");
});

test("Help is linked from the dashboard and every staff page, and every link on it opens a page", async ({
  page,
}) => {
  await signIn(page, await addTestStaff("owner"));
  // The frame's header, which a phone always shows, links to Help from the dashboard and from
  // every other staff page.
  await page.getByRole("banner").getByRole("link", { name: adminText.help, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/help$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(helpText.heading);

  const main = page.getByRole("main");
  const hrefs = await main
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const pages = [...new Set(hrefs.filter((href) => href.startsWith("/")))];
  expect(pages.length).toBeGreaterThan(10);
  for (const href of pages) {
    const answer = await page.request.get(href);
    expect(answer.status(), href).toBe(200);
  }
  // The contents' links lead to the sections of the page itself.
  for (const href of hrefs.filter((each) => each.startsWith("#"))) {
    await expect(page.locator(href)).toHaveCount(1);
  }

  await page.goto("/admin/inbox");
  await page.getByRole("banner").getByRole("link", { name: adminText.help, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/help$/);
});

test("an unread message is counted beside the Inbox and on the dashboard, each count a link", async ({
  page,
}) => {
  const db = openTestDatabase();
  await db
    .insertInto("messages")
    .values({
      first_name: "Dana",
      last_name: "Unread",
      email: `unread-${Date.now()}@example.com`,
      phone: "(718) 555-0100",
      message: "Is there a class on Saturday?",
      side: "karate",
      page: "/contact",
      created_at: new Date().toISOString(),
    })
    .execute();
  await db.destroy();
  await signIn(page, await addTestStaff("staff"));
  const count = page.getByTestId("unread-count");
  await expect(count).toHaveAttribute("href", "/admin/inbox?state=unread");
  const unread = Number(await count.textContent());
  expect(unread).toBeGreaterThan(0);
  await page.getByText("Menu", { exact: true }).click();
  await expect(page.getByTestId("unread-badge").first()).toHaveText(/^\d+ unread$/);
  await count.click();
  await expect(page).toHaveURL(/\/admin\/inbox\?state=unread$/);
  await expect(page.getByRole("list", { name: "Inbox" })).toContainText("Dana Unread");
});
