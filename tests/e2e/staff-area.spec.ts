import { adminNotices, adminText } from "~/content/admin/frame";
import { inboxText } from "~/content/admin/inbox";
import { subscribersText } from "~/content/admin/subscribers";
import { withNewYorkOffset } from "~/lib/new-york-time";
import { describeUserAgent } from "~/lib/user-agent";
import { commandLine } from "~/services/staff/audit.server";
import { setTwoFactorRequired } from "~/services/staff/settings.server";
import { expect as baseExpect, limitedBaseURL, openTestDatabase, test } from "./fixtures";
import {
  addTestStaff,
  codeForKey,
  signIn,
  signOut,
  staffPassword,
  wrongCode,
} from "./staff-helpers";

// The staff area as staff use it: signing in and out, two-step sign-in, events, the inbox,
// subscribers, staff and the audit log, each checked where the studio's visitors see the result.

test.describe.configure({ mode: "parallel", timeout: 90_000 });

// Signing in hashes a password (scrypt), which takes a while on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });

test("sign-in works without script, a wrong password gets one message, signing out ends the session", async ({
  browser,
}) => {
  const staff = await addTestStaff("staff");
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/admin/events");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fevents$/);
  await expect(page).toHaveTitle(/^Login \| /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Access Your Account");

  await page.getByLabel("Email").fill(staff.email);
  await page.getByLabel("Password").fill("not the password at all");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "That email and password do not match an account.",
  );
  // An address with no account gets the very same answer.
  await page.getByLabel("Email").fill("nobody@example.com");
  await page.getByLabel("Password").fill(staffPassword);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "That email and password do not match an account.",
  );

  await page.getByLabel("Email").fill(staff.email);
  await page.getByLabel("Password").fill(staffPassword);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/events$/);
  const cookies = await context.cookies();
  const session = cookies.find((cookie) => cookie.name.endsWith("staff.session_token"));
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });

  await signOut(page);
  // The old cookie no longer opens anything.
  await context.addCookies(session ? [session] : []);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await context.close();
});

test("repeated failures for one account are refused with 429 and Retry-After", async ({
  request,
}) => {
  const staff = await addTestStaff("staff");
  const post = (password: string) =>
    request.post("/admin/login", {
      form: { email: staff.email, password },
      maxRedirects: 0,
    });
  for (let attempt = 0; attempt < 5; attempt++)
    expect((await post("wrong password")).status()).toBe(401);
  const refused = await post(staffPassword);
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
});

test("two-step sign-in: enrolment with a code, then a code or a backup code at sign-in", async ({
  page,
}) => {
  const staff = await addTestStaff("staff");
  await signIn(page, staff);
  await page.getByRole("link", { name: "Set it up" }).click();
  await page.getByLabel("Your password").fill(staffPassword);
  await page.getByRole("button", { name: "Set Up Two-Step Sign-In" }).click();
  await expect(page.getByTestId("totp-key")).toBeVisible();
  const key = (await page.getByTestId("totp-key").textContent()) ?? "";
  await expect(page.getByRole("img", { name: /Scan this code/ })).toBeVisible();
  await page.getByLabel(/6-digit code/).fill(wrongCode(key));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("alert")).toContainText("That code is not right");
  await page.getByLabel(/6-digit code/).fill(codeForKey(key));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByTestId("backup-codes").getByRole("listitem")).toHaveCount(10);
  const codes = await page.getByTestId("backup-codes").getByRole("listitem").allTextContents();
  expect(codes).toHaveLength(10);
  await page.getByRole("link", { name: "I Have Saved Them" }).click();
  await expect(page.getByRole("status")).toHaveText("Two-step sign-in is on.");

  await signOut(page);
  await signIn(page, staff, /\/admin\/login\/two-factor/);
  await page.getByLabel("Code", { exact: true }).fill(wrongCode(key));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toContainText("That code is not right");
  // The app's next code: the one that confirmed the set-up is taken (RFC 6238 §5.2).
  await page.getByLabel("Code", { exact: true }).fill(codeForKey(key, 1));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await signOut(page);
  await signIn(page, staff, /\/admin\/login\/two-factor/);
  await page.getByRole("link", { name: "Use a backup code instead" }).click();
  await page.getByLabel("Backup code").fill(codes[0] ?? "");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

// On the second server, with a database of its own: while two-step sign-in is required, every
// account without it is sent to set it up, which would hold up the other tests' sign-ins.
test("an owner requires two-step sign-in, and every account without it is sent to set it up", async ({
  browser,
}) => {
  const owner = await addTestStaff("owner", "limited");
  const staff = await addTestStaff("staff", "limited");
  const ownerPage = await (await browser.newContext()).newPage();
  try {
    await signIn(ownerPage, owner, "/admin", limitedBaseURL);
    await ownerPage.goto(`${limitedBaseURL}/admin/staff`);
    await ownerPage.getByLabel(/Require two-step sign-in/).check();
    await ownerPage.getByRole("button", { name: "Save", exact: true }).click();
    // The owner has not set it up either: they are the first to be sent there.
    await expect(ownerPage).toHaveURL(`${limitedBaseURL}/admin/account`);
    await expect(ownerPage.getByRole("alert")).toHaveText(/The studio requires two-step sign-in/);

    const staffPage = await (await browser.newContext()).newPage();
    await signIn(staffPage, staff, /\/admin\/account$/, limitedBaseURL);
    await staffPage.goto(`${limitedBaseURL}/admin/inbox`);
    await expect(staffPage).toHaveURL(/\/admin\/account$/);
    const refused = await staffPage.request.post(`${limitedBaseURL}/admin/events`, {
      form: { intent: "hide", id: "1" },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(403);
  } finally {
    const db = openTestDatabase("limited");
    await setTwoFactorRequired(db, commandLine, false);
    await db.destroy();
  }
});

test("an event created, edited, hidden and deleted in the staff area shows on /events at once", async ({
  page,
}) => {
  const staff = await addTestStaff("staff");
  const title = `Moon Viewing ${Date.now()}`;
  await signIn(page, staff);
  await page.goto("/admin/events");
  await page.getByRole("link", { name: "New Event" }).click();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Date").fill("2031-09-20");
  await page.getByLabel("Start time").fill("18:30");
  await page.getByLabel("Duration").fill("90");
  await page.getByLabel("Tags (separated by commas)").fill("Family, Outdoors");
  await page.getByLabel("Registration", { exact: true }).selectOption("open");
  await page.getByRole("button", { name: "Save" }).click();
  // Open needs a link and a price: the summary at the top of the form lists both.
  await expect(page.locator("[data-error-summary]").getByRole("link")).toHaveText([
    "An open registration needs a link: enter the page where people sign up.",
    "An open registration needs a price, such as 25 or $25.00.",
  ]);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await page.getByLabel("Registration link").fill("https://tickets.example.com/moon");
  await page.getByLabel("Price").fill("25");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Event created.");

  await page.goto("/events");
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card).toContainText("Sat, Sep 20 · 6:30 PM");
  await expect(card.getByRole("link", { name: /Register Now · \$25/ })).toHaveAttribute(
    "href",
    "https://tickets.example.com/moon",
  );

  await page.goto("/admin/events");
  const row = page.getByRole("listitem").filter({ hasText: title });
  await row.getByRole("button", { name: "Hide from site" }).click();
  // Said with the event's title, with Undo; undone, then hidden again.
  const hiddenNotice = page.getByRole("status").filter({ hasText: title });
  await expect(hiddenNotice).toHaveText(new RegExp(`Hidden from the site: ${title}`));
  await hiddenNotice.getByRole("button", { name: adminText.undo }).click();
  await expect(page.getByRole("status")).toHaveText(adminNotices["event-shown"]);
  await expect(page.getByRole("listitem").filter({ hasText: title })).not.toContainText("Hidden");
  await page
    .getByRole("listitem")
    .filter({ hasText: title })
    .getByRole("button", { name: "Hide from site" })
    .click();
  await expect(page.getByRole("listitem").filter({ hasText: title })).toContainText("Hidden");
  await page.goto("/events");
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);

  await page.goto("/admin/events");
  await page
    .getByRole("listitem")
    .filter({ hasText: title })
    .getByRole("link", { name: "Duplicate" })
    .click();
  // The copy keeps the title, is hidden, and asks for its own date (staff-forms.spec.ts).
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Copy of ${title}`);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await page.getByLabel("Date").fill("2032-09-18");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toContainText("It is hidden from the site");

  const original = page
    .getByRole("listitem")
    .filter({ hasText: title })
    .filter({ hasText: "2031" });
  await original.getByRole("link", { name: "Delete" }).click();
  await expect(page.getByRole("alertdialog")).toContainText(`Delete “${title}”?`);
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByRole("status")).toHaveText("Event deleted.");
  await expect(page.getByRole("link", { name: title, exact: true })).toHaveCount(1);
  await expect(page.getByRole("listitem").filter({ hasText: title })).toContainText("2032");
});

test("the inbox: unread first seen, read, archived, searched, exported, and deleted by an owner only", async ({
  page,
  browser,
}) => {
  const marker = `inbox-${Date.now()}`;
  const db = openTestDatabase();
  await db
    .insertInto("messages")
    .values({
      first_name: "Hana",
      last_name: "Sato",
      email: `${marker}@example.com`,
      phone: "(718) 555-0100",
      message: `Can my daughter try a class? ${marker}, "quoted", =SUM(A1)`,
      side: "yoga",
      page: "/yoga/contact",
      created_at: new Date().toISOString(),
    })
    .execute();
  await db.destroy();
  const staff = await addTestStaff("staff");
  await signIn(page, staff);
  await page.goto(`/admin/inbox?q=${marker}`);
  const item = page.getByRole("link").filter({ hasText: "Hana Sato" });
  await expect(item).toContainText("Unread");
  await item.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hana Sato");
  await expect(page.getByRole("link", { name: "Reply by email" })).toHaveAttribute(
    "href",
    `mailto:${marker}%40example.com?subject=Re%3A%20your%20message%20to%20Blissful%20Tiger%20Dojo`,
  );
  await expect(page.getByRole("link", { name: "Delete" })).toHaveCount(0);
  await page.getByRole("button", { name: "Mark as unread" }).click();
  await expect(page.getByRole("status")).toHaveText(adminNotices["message-updated"]);
  await page.goto(`/admin/inbox?state=unread&side=yoga&q=${marker}`);
  await expect(page.getByRole("link").filter({ hasText: "Hana Sato" })).toHaveCount(1);
  await page.goto(`/admin/inbox?side=karate&q=${marker}`);
  await expect(page.getByText("No messages match.")).toBeVisible();

  const download = page.waitForEvent("download");
  await page.goto(`/admin/inbox?q=${marker}`);
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await (await download).path();
  const { readFile } = await import("node:fs/promises");
  const csv = (await readFile(file, "utf8")).replace(/^\uFEFF/, "");
  const lines = csv.trimEnd().split("\r\n");
  expect(lines[0]).toBe(
    "Received,First name,Last name,Email,Phone,Side,Page,Read,Archived,Message",
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${marker}@example.com,(718) 555-0100,yoga,/yoga/contact,no,no,`);
  expect(lines[1]).toContain(`"Can my daughter try a class? ${marker}, ""quoted"", =SUM(A1)"`);

  await page.getByRole("link").filter({ hasText: "Hana Sato" }).click();
  await page.getByRole("button", { name: "Archive" }).click();
  // Said with the sender's name, and undone from the notice.
  const archivedNotice = page.getByRole("status").filter({ hasText: "Hana Sato" });
  await expect(archivedNotice).toContainText(inboxText.archivedNotice("Hana Sato"));
  await archivedNotice.getByRole("button", { name: adminText.undo }).click();
  await expect(page.getByRole("status")).toHaveText(adminNotices["message-unarchived"]);
  await page.goto(`/admin/inbox?q=${marker}`);
  await page.getByRole("link").filter({ hasText: "Hana Sato" }).click();
  await page.getByRole("button", { name: "Archive" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Hana Sato" })).toBeVisible();
  await page.goto(`/admin/inbox?q=${marker}`);
  await expect(page.getByText("No messages match.")).toBeVisible();
  await page.goto(`/admin/inbox?state=archived&q=${marker}`);
  await page.getByRole("link").filter({ hasText: "Hana Sato" }).click();
  await expect(page).toHaveURL(/\/admin\/inbox\/\d+$/);
  const messagePath = new URL(page.url()).pathname;

  // Staff cannot delete, even by posting directly.
  const refused = await page.request.post(messagePath, {
    form: { intent: "delete" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);

  const owner = await addTestStaff("owner");
  const ownerPage = await (await browser.newContext()).newPage();
  await signIn(ownerPage, owner);
  await ownerPage.goto(messagePath);
  await ownerPage.getByRole("link", { name: "Delete" }).click();
  await ownerPage.getByRole("button", { name: "Yes, delete" }).click();
  await expect(ownerPage.getByRole("status")).toHaveText("Message deleted.");
  await ownerPage.goto("/admin/audit?kind=message");
  await expect(ownerPage.getByRole("list", { name: "Audit Log" })).toContainText(
    `Deleted the message from Hana S. <${marker}@example.com> (yoga)`,
  );
});

test("subscribers: filtered, unsubscribed by staff, exported for a mailing provider, erased by an owner", async ({
  page,
  browser,
}) => {
  const marker = `list-${Date.now()}`;
  const db = openTestDatabase();
  const now = new Date().toISOString();
  await db
    .insertInto("subscribers")
    .values([
      {
        email: `${marker}-a@example.com`,
        side: "karate",
        source_page: "/karate",
        created_at: now,
        unsubscribed_at: null,
      },
      {
        email: `${marker}-b@example.com`,
        side: "yoga",
        source_page: "/yoga",
        created_at: now,
        unsubscribed_at: null,
      },
    ])
    .execute();
  await db.destroy();
  const staff = await addTestStaff("staff");
  await signIn(page, staff);
  await page.goto(`/admin/subscribers?q=${marker}&side=karate`);
  const rows = page.getByRole("list", { name: "Subscribers" }).getByRole("listitem");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${marker}-a@example.com`);
  await expect(page.getByRole("link", { name: "Erase" })).toHaveCount(0);
  await rows.first().getByRole("button", { name: "Unsubscribe" }).click();
  // Said with the address, and undone from the notice; the filter stays as it was.
  const said = page.getByRole("status").filter({ hasText: `${marker}-a@example.com` });
  await expect(said).toContainText(
    subscribersText.unsubscribedNotice(`${marker}-a@example.com`, "karate"),
  );
  await said.getByRole("button", { name: adminText.undo }).click();
  await expect(page.getByRole("status")).toHaveText(adminNotices["unsubscribe-undone"]);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).not.toContainText("Unsubscribed");
  await rows.first().getByRole("button", { name: "Unsubscribe" }).click();
  await expect(rows.first()).toContainText("Unsubscribed");

  const response = await page.request.get(`/admin/subscribers/export.csv?q=${marker}`);
  expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(response.headers()["content-disposition"]).toMatch(
    /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  const lines = (await response.text())
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(lines[0]).toBe("Email Address,Tags,Status,Signed Up,Source Page");
  // When each signed up, in the studio's time with its offset ("…T09:15:00-05:00").
  const signedUp = withNewYorkOffset(now);
  expect(lines.slice(1).sort()).toEqual([
    `${marker}-a@example.com,karate,unsubscribed,${signedUp},/karate`,
    `${marker}-b@example.com,yoga,subscribed,${signedUp},/yoga`,
  ]);

  const owner = await addTestStaff("owner");
  const ownerPage = await (await browser.newContext()).newPage();
  await signIn(ownerPage, owner);
  await ownerPage.goto(`/admin/subscribers?q=${marker}-b`);
  await ownerPage.getByRole("link", { name: "Erase" }).click();
  await ownerPage.getByRole("button", { name: "Erase" }).click();
  await expect(ownerPage.getByRole("status")).toHaveText("The address was erased.");
  await ownerPage.goto(`/admin/subscribers?q=${marker}`);
  await expect(
    ownerPage.getByRole("list", { name: "Subscribers" }).getByRole("listitem"),
  ).toHaveCount(1);
});

test("staff: an owner adds someone with a one-time link, changes a role, and removes them; one owner always stays", async ({
  page,
  browser,
}) => {
  const owner = await addTestStaff("owner");
  await signIn(page, owner);
  await page.goto("/admin/staff");
  const name = `New Teacher ${Date.now()}`;
  const email = `teacher-${Date.now()}@example.com`;
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Add Staff Member" }).click();
  const link = (await page.getByTestId("password-link").textContent()) ?? "";
  const origin = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;
  expect(link.startsWith(`${origin}/admin/set-password/`)).toBe(true);
  expect(link.slice(origin.length)).toMatch(/^\/admin\/set-password\/[\w-]{40,}$/);

  const newcomer = await (await browser.newContext()).newPage();
  await newcomer.goto(new URL(link).pathname);
  await newcomer.getByLabel("New password").fill("the newcomer's password");
  await newcomer.getByLabel("Confirm password").fill("the newcomer's password");
  await newcomer.getByRole("button", { name: "Save Password" }).click();
  await expect(newcomer.getByRole("status")).toHaveText(
    "Your password is set. You can sign in now.",
  );
  await newcomer.goto(new URL(link).pathname);
  await expect(newcomer.getByRole("alert")).toHaveText(/expired or has already been used/);
  await signIn(newcomer, { email, password: "the newcomer's password", name });
  // Staff cannot open the owners' pages.
  const staffView = await newcomer.request.get("/admin/staff", { maxRedirects: 0 });
  expect(staffView.status()).toBe(403);

  const row = page
    .getByRole("list", { name: "Staff" })
    .getByRole("listitem")
    .filter({ hasText: email });
  await page.reload();
  await row.getByLabel("Role").selectOption("owner");
  await row.getByRole("button", { name: "Change role" }).click();
  await expect(page.getByRole("status")).toHaveText("Role changed.");
  await row.getByRole("link", { name: "Remove" }).click();
  await page.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByRole("status")).toHaveText("Staff member removed.");
  // Their session ended with the account.
  await newcomer.goto("/admin");
  await expect(newcomer).toHaveURL(/\/admin\/login$/);

  await page.goto("/admin/audit");
  const log = page.getByRole("list", { name: "Audit Log" });
  await expect(log).toContainText(`Removed ${name} <${email}>`);
  await expect(log).toContainText(`${name} is now owner`);
  await expect(log).toContainText(`Added ${name} <${email}> as staff`);
});

test("sessions: a staff member sees where they are signed in and signs out the others", async ({
  browser,
}) => {
  const staff = await addTestStaff("staff");
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  await signIn(first, staff);
  await signIn(second, staff);
  await first.goto("/admin/account");
  await expect(first.getByTestId("sessions").getByRole("listitem")).toHaveCount(2);
  // Each session in plain words ("Chrome on Linux"), its times in New York time.
  const browserName = describeUserAgent(await first.evaluate(() => navigator.userAgent));
  const sessionRow = first.getByTestId("sessions").getByRole("listitem").first();
  expect(browserName).toMatch(/^Chrome on /);
  await expect(sessionRow).toContainText(browserName ?? "");
  await expect(sessionRow).toContainText("New York time");
  await expect(sessionRow).not.toContainText("Mozilla/5.0");
  await first.getByRole("button", { name: "Sign Out Everywhere Else" }).click();
  await expect(first.getByRole("status")).toHaveText("Your other sessions are signed out.");
  await expect(first.getByTestId("sessions").getByRole("listitem")).toHaveCount(1);
  await second.goto("/admin");
  await expect(second).toHaveURL(/\/admin\/login$/);
});
