import { accountText } from "~/content/admin/account";
import { adminNotices } from "~/content/admin/frame";
import { signInText } from "~/content/admin/sign-in";
import { staffText } from "~/content/admin/staff";
import { deliveryMail } from "~/content/delivery-mail";
import { backupCodeAlphabet } from "~/model/backup-codes";
import { startTestSmtp, type TestSmtp } from "../support/delivery-servers";
import { freshSite, type Site } from "./durability-site";
import { expect, test } from "./fixtures";
import type { ServerProcess } from "./server-process";
import { addTestStaff, codeForKey, signIn, staffPassword, type TestStaff } from "./staff-helpers";
import { CookieJar, getPage, passwordStep, postForm, turnOnTwoStep } from "./sign-in-http";

// An owner gets back in on a phone without anyone with a shell: a forgotten password reset by
// the emailed link (a real SMTP stand-in), a lost phone by a backup code typed as a phone types
// it, a new set of codes, and a teacher's two-step sign-in reset by the owner. The production
// server runs in a process of its own with mail set up.

test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

const codeShape = new RegExp(`^[${backupCodeAlphabet}]{5}-[${backupCodeAlphabet}]{5}$`);
let smtp: TestSmtp;
let site: Site;
let server: ServerProcess;

test.beforeAll(async () => {
  smtp = await startTestSmtp();
  site = await freshSite("sqlite", undefined);
  server = await site.start({
    SMTP_URL: smtp.url,
    MAIL_FROM: '"Studio website" <website@studio.test>',
    DELIVERY_RETRY_SECONDS: "0.2",
    // Unset, as on a server where nobody set it: links start with the server's own address.
    SITE_URL: "",
  });
});

test.afterAll(async () => {
  await site?.dispose();
  await smtp?.stop();
});

function mailsTo(address: string) {
  return smtp.mails.filter((mail) => mail.to && "text" in mail.to && mail.to.text === address);
}

test("forgot password, lost phone, new codes, and a teacher's two-step sign-in reset, on a phone", async ({
  browser,
}) => {
  const owner: TestStaff = await addTestStaff("owner", site.db);
  const teacher: TestStaff = await addTestStaff("staff", site.db);
  const origin = server.url;
  const phone = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
    permissions: ["clipboard-read", "clipboard-write"],
  });
  const page = await phone.newPage();

  // The teacher turns on two-step sign-in in a browser of their own.
  const teacherJar = new CookieJar();
  await passwordStep(origin, teacher, { jar: teacherJar });
  await turnOnTwoStep(origin, teacherJar);

  // The owner sets up two-step sign-in on the phone: an "add to authenticator" link beside the
  // picture, then ten codes without lookalikes, to download as text.
  await signIn(page, owner, "/admin", origin);
  await page.goto(`${origin}/admin/account`);
  await page.getByLabel(accountText.confirmPassword).fill(staffPassword);
  await page.getByRole("button", { name: accountText.start }).click();
  const addToApp = page.getByRole("link", { name: accountText.addToApp });
  await expect(addToApp).toHaveAttribute("href", /^otpauth:\/\/totp\//);
  const key = (await page.getByTestId("totp-key").textContent()) ?? "";
  await page.getByLabel(/6-digit code/).fill(codeForKey(key));
  await page.getByRole("button", { name: accountText.confirm }).click();
  const shown = page.getByTestId("backup-codes").getByRole("listitem");
  await expect(shown).toHaveCount(10);
  const codes = await shown.allTextContents();
  for (const code of codes) expect(code).toMatch(codeShape);
  const download = page.getByRole("link", { name: accountText.downloadCodes });
  const file = decodeURIComponent((await download.getAttribute("href")) ?? "");
  for (const code of codes) expect(file).toContain(code);
  await page.getByRole("link", { name: accountText.done }).click();
  await page.goto(`${origin}/admin/account`);
  await expect(page.getByTestId("codes-left")).toContainText(accountText.codesLeft(10));

  // A second device stays signed in, until the password is reset.
  const laptop = new CookieJar();
  await passwordStep(origin, owner, { jar: laptop });
  const laptopIn = await postForm(
    `${origin}/admin/login/two-factor`,
    { kind: "app", code: codeForKey(key, 1) },
    { jar: laptop },
  );
  expect(laptopIn.location).toBe("/admin");
  expect((await getPage(`${origin}/admin`, laptop)).status).toBe(200);
  await phone.clearCookies();

  // 1. The password is forgotten: the emailed link sets a new one.
  await page.goto(`${origin}/admin/login`);
  await page.getByRole("link", { name: signInText.forgotPassword }).click();
  await expect(page.getByText(signInText.resetIntro)).toBeVisible();
  await page.getByLabel(signInText.email).fill(owner.email.toUpperCase());
  await page.getByRole("button", { name: signInText.resetSubmit }).click();
  await expect(page.getByText(signInText.resetSent)).toBeVisible();
  await expect.poll(() => mailsTo(owner.email).length, { timeout: 20_000 }).toBe(1);
  const mail = mailsTo(owner.email)[0];
  const link = /https?:\/\/\S+\/admin\/set-password\/[\w-]+/.exec(mail?.text ?? "")?.[0] ?? "";
  expect(mail?.subject).toBe(deliveryMail.resetSubject);
  // The address the server makes links with (SITE_URL unset: its own, on localhost).
  expect(new URL(link).hostname).toBe("localhost");
  await page.goto(`${origin}${new URL(link).pathname}`);
  const newPassword = "a new password for the studio";
  await page.getByLabel(signInText.newPassword).fill(newPassword);
  await page.getByLabel(signInText.confirmPassword).fill(newPassword);
  await page.getByRole("button", { name: signInText.savePassword }).click();
  await expect(page.getByText(signInText.passwordSaved)).toBeVisible();
  // Used once; and the laptop's session ended with the old password.
  await page.goto(`${origin}${new URL(link).pathname}`);
  await expect(page.getByText(signInText.linkInvalid)).toBeVisible();
  expect((await getPage(`${origin}/admin`, laptop)).status).toBe(302);

  // 2. The phone is lost: a backup code, as a phone types it (a capital first, no dash).
  const renewed = { ...owner, password: newPassword };
  await signIn(page, renewed, /\/admin\/login\/two-factor/, origin);
  await page.getByRole("link", { name: signInText.switchToBackup }).click();
  const backupBox = page.getByLabel(signInText.backupCode);
  await expect(backupBox).toHaveAttribute("autocapitalize", "off");
  const first = codes[0] ?? "";
  await backupBox.fill(first.replace("-", "").replace(/^./, (letter) => letter.toUpperCase()));
  await page.getByRole("button", { name: signInText.verify }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`${origin}/admin/account`);
  await expect(page.getByTestId("codes-left")).toContainText(accountText.codesLeft(9));

  // A new set: the old codes stop working.
  await page.getByText(accountText.newCodesHeading, { exact: true }).click();
  await page.getByLabel(accountText.confirmPassword).fill(newPassword);
  await page.getByRole("button", { name: accountText.newCodes }).click();
  await expect(page.getByText(adminNotices["codes-made"])).toBeVisible();
  const fresh = await page.getByTestId("backup-codes").getByRole("listitem").allTextContents();
  expect(fresh).toHaveLength(10);
  expect(fresh.filter((code) => codes.includes(code))).toEqual([]);
  const oldJar = new CookieJar();
  await passwordStep(origin, renewed, { jar: oldJar });
  const oldCode = await postForm(
    `${origin}/admin/login/two-factor`,
    { kind: "backup", code: codes[1] ?? "" },
    { jar: oldJar },
  );
  expect(oldCode.status).toBe(401);

  // 3. The owner resets the teacher's two-step sign-in (their phone is lost too).
  await page.goto(`${origin}/admin/staff`);
  const row = page.getByRole("listitem").filter({ hasText: teacher.email });
  await row.getByRole("link", { name: staffText.resetTwoStep }).click();
  await expect(page.getByText(staffText.resetTwoStepQuestion(teacher.name))).toBeVisible();
  await page.getByRole("button", { name: staffText.resetTwoStepConfirm }).click();
  await expect(page.getByText(adminNotices["two-step-reset"])).toBeVisible();
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: teacher.email })
      .getByText(/Two-step sign-in/),
  ).toContainText(staffText.off);
  // SITE_URL is not set on this server: the page (and the server's log) say what that means.
  await expect(page.getByText(staffText.siteUrlMissing)).toBeVisible();
  expect(server.output()).toContain("SITE_URL is not set");
  // A new link for the teacher, shown whole, to copy or email.
  await page
    .getByRole("listitem")
    .filter({ hasText: teacher.email })
    .getByRole("button", { name: staffText.newLink })
    .click();
  const shownLink = page.getByTestId("password-link");
  await expect(shownLink).toHaveText(/^http:\/\/localhost:\d+\/admin\/set-password\/[\w-]{40,}$/);
  const linkText = (await shownLink.textContent()) ?? "";
  await page.getByRole("button", { name: staffText.copyLink }).click();
  await expect(page.getByRole("button", { name: staffText.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(linkText);
  const mailto =
    (await page.getByRole("link", { name: staffText.emailLink }).getAttribute("href")) ?? "";
  expect(mailto.startsWith(`mailto:${encodeURIComponent(teacher.email)}?`)).toBe(true);
  expect(decodeURIComponent(mailto)).toContain(linkText);
  // The teacher was signed out, and signs in with the password alone to set it up again.
  expect((await getPage(`${origin}/admin`, teacherJar)).status).toBe(302);
  const again = await passwordStep(origin, teacher, { jar: new CookieJar() });
  expect(again.location).toBe("/admin");
  const actions = (await site.db.selectFrom("audit_log").select("action").execute()).map(
    (entry) => entry.action,
  );
  expect(actions).toEqual(
    expect.arrayContaining([
      "asked for a password reset",
      "set password",
      "made new backup codes",
      "reset two-step sign-in",
    ]),
  );
  await phone.close();
});

test("without mail set up, Forgot password? says to ask an owner", async ({ page }) => {
  await page.goto("/admin/forgot-password");
  await expect(page.getByText(signInText.resetNoMail)).toBeVisible();
  await expect(page.getByRole("button", { name: signInText.resetSubmit })).toHaveCount(0);
  await expect(page.getByRole("link", { name: signInText.backToSignIn })).toHaveAttribute(
    "href",
    "/admin/login",
  );
});

test("one's own name, email and password on My Account, with the error summary on a phone", async ({
  page,
}) => {
  const staff = await addTestStaff("staff");
  await signIn(page, staff);
  await page.goto("/admin/account");
  const newEmail = `renamed-${staff.email}`;
  await page.getByLabel(accountText.email).fill(newEmail);
  await page.getByLabel(accountText.emailPassword).fill("not my password");
  // A refused save is the same page answering: nothing sends the page to its top (which, when it
  // came after the summary had brought itself into view, left the summary out of sight).
  await page.evaluate(() => {
    const counted = window as unknown as { scrolledToTop: number };
    counted.scrolledToTop = 0;
    const scrollTo = window.scrollTo.bind(window);
    window.scrollTo = ((...args: [ScrollToOptions] | [number, number]) => {
      const [first, second] = args;
      if ((typeof first === "object" && first.top === 0) || second === 0)
        counted.scrolledToTop += 1;
      return (scrollTo as (...all: unknown[]) => void)(...args);
    }) as typeof window.scrollTo;
  });
  await page.getByRole("button", { name: accountText.saveEmail }).click();
  const summary = page.locator("[data-error-summary]");
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  expect(
    await page.evaluate(() => (window as unknown as { scrolledToTop: number }).scrolledToTop),
  ).toBe(0);
  await expect(summary.getByRole("link", { name: accountText.wrongPassword })).toHaveAttribute(
    "href",
    "#account-email-currentPassword",
  );
  // What was typed is kept.
  await expect(page.getByLabel(accountText.email)).toHaveValue(newEmail);

  await page.getByLabel(accountText.emailPassword).fill(staffPassword);
  await page.getByRole("button", { name: accountText.saveEmail }).click();
  await expect(page.getByRole("status")).toHaveText(adminNotices["email-changed"]);
  await page.getByLabel(accountText.name, { exact: true }).fill("");
  await page.getByRole("button", { name: accountText.saveName }).click();
  await expect(page.locator("[data-error-summary]")).toContainText(staffText.errors.name);
  await page.getByLabel(accountText.name, { exact: true }).fill("Renamed Teacher");
  await page.getByRole("button", { name: accountText.saveName }).click();
  await expect(page.getByRole("status")).toHaveText(adminNotices["name-changed"]);
  await expect(page.getByRole("banner")).toContainText("Renamed Teacher");

  const changed = "a different long password";
  await page.getByLabel(accountText.currentPassword, { exact: true }).fill(staffPassword);
  await page.getByLabel(signInText.newPassword).fill(changed);
  await page.getByLabel(signInText.confirmPassword).fill(changed);
  await page.getByRole("button", { name: accountText.changePassword }).click();
  await expect(page.getByText(signInText.passwordChanged)).toBeVisible();
  await signIn(page, { ...staff, email: newEmail, password: changed });
});
