import AxeBuilder from "@axe-core/playwright";
import { sql } from "kysely";
import { adminNotices } from "~/content/admin/frame";
import { resourcesAdminText } from "~/content/admin/resources";
import { resourcesFaq, resourcesText, resourceValues } from "~/content/resources";
import { resourceCategories } from "~/model/resources";
import { expect, limitedBaseURL, openTestDatabase, test } from "./fixtures";
import { addTestStaff, signIn } from "./staff-helpers";
import { sampleDocx, sampleExecutable, samplePdf, sampleText } from "../support/sample-files";
import { axeViolations, smallTargets } from "./target-size";

// /resources (spec §2 "Resources", §4, §5, §7, §8): the page a visitor sees, the filter with and
// without script, uploads by signed-in staff with and without script, what the server refuses,
// and downloads under their original names with safe headers. These tests own the resources
// table of the main test server, so they run one after another.

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const db = openTestDatabase();
  await db.deleteFrom("resources").execute();
  await db.destroy();
});

const toast = (page: import("@playwright/test").Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

test("a visitor sees the page in the spec's order, with the empty library, and no upload", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/resources", { waitUntil: "networkidle" });
  await expect(page).toHaveTitle(/^Dojo Resources \| /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(resourcesText.heading);
  const values = page.getByRole("region", { name: resourcesText.valuesHeading });
  await expect(values.getByRole("heading", { level: 3 })).toHaveText(
    resourceValues.map((value) => value.title),
  );
  const filter = page.getByRole("navigation", { name: resourcesText.filterLabel });
  await expect(filter.getByRole("link")).toHaveText([
    resourcesText.allResources,
    ...resourceCategories.map((category) => category.label),
  ]);
  await expect(filter.getByRole("link", { name: resourcesText.allResources })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("heading", { name: resourcesText.emptyHeading })).toBeVisible();
  await expect(page.getByText(resourcesText.emptyAll)).toBeVisible();
  await expect(page.locator("details summary")).toHaveText(
    resourcesFaq.map((item) => item.question),
  );
  await expect(page.getByRole("button", { name: resourcesText.upload })).toHaveCount(0);
  await expect(page.getByRole("link", { name: resourcesText.upload })).toHaveCount(0);
  // The upload form's code is for signed-in staff: a visitor's page never loads it.
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((path) => /resource-upload/.test(path))).toEqual([]);
});

test("staff with script who open the upload or its result by address get the dialog and the page", async ({
  page,
}) => {
  await signIn(page, await addTestStaff("staff"));
  // The server draws the plain form for a page without script; the app opens the dialog in its place.
  await page.goto("/resources?upload=1");
  const dialog = page.getByRole("dialog", { name: resourcesText.uploadHeading });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(resourcesText.titleLabel)).toBeVisible();
  await expect(page.getByRole("region", { name: resourcesText.uploadHeading })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: resourcesText.upload }).click();
  await expect(dialog).toBeVisible();

  // The line a page without script shows after an upload goes once the app has taken over.
  await page.goto("/resources?result=uploaded");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(resourcesText.heading);
  await expect(page.getByRole("button", { name: resourcesText.upload })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: resourcesText.uploaded })).toHaveCount(0);
});

test("a post from a visitor who is not signed in is refused, and one from another site", async ({
  request,
}) => {
  const multipart = {
    title: "Forged",
    category: "Handbooks",
    file: { name: "forged.pdf", mimeType: "application/pdf", buffer: samplePdf },
  };
  const anonymous = await request.post("/resources", { multipart, maxRedirects: 0 });
  expect(anonymous.status()).toBe(401);
  const crossSite = await request.post("/resources", {
    multipart,
    headers: { Origin: "https://elsewhere.example", "Sec-Fetch-Site": "cross-site" },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
  const db = openTestDatabase();
  expect(await db.selectFrom("resources").select("id").execute()).toEqual([]);
  await db.destroy();
});

test("staff upload with script: required fields, a renamed program refused, then a PDF listed and downloaded", async ({
  page,
}) => {
  // On a phone, where the library below the upload button is a long scroll away; from the staff
  // area's list, whose link opens the upload at once.
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, await addTestStaff("staff"));
  await page.goto("/admin/resources");
  await page.getByRole("link", { name: resourcesAdminText.upload }).click();
  const dialog = page.getByRole("dialog", { name: resourcesText.uploadHeading });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(resourcesText.categoryLabel)).toHaveValue("Belt Requirements");
  await dialog.getByRole("button", { name: resourcesText.upload }).click();
  await expect(toast(page, resourcesText.missingFields)).toBeVisible();

  await dialog.getByLabel(resourcesText.titleLabel).fill("Setup");
  await dialog.getByLabel(resourcesText.fileLabel).setInputFiles({
    name: "setup.pdf",
    mimeType: "application/pdf",
    buffer: sampleExecutable,
  });
  await dialog.getByRole("button", { name: resourcesText.upload }).click();
  await expect(toast(page, resourcesText.uploadFailed)).toBeVisible();
  // The form keeps what was entered.
  await expect(dialog.getByLabel(resourcesText.titleLabel)).toHaveValue("Setup");

  await dialog.getByLabel(resourcesText.titleLabel).fill("Student Handbook");
  await dialog.getByLabel(resourcesText.descriptionLabel).fill("Everything a new student needs.");
  await dialog.getByLabel(resourcesText.categoryLabel).selectOption("Handbooks");
  await dialog.getByLabel(resourcesText.fileLabel).setInputFiles({
    name: "Student Handbook 2026.pdf",
    mimeType: "application/pdf",
    buffer: samplePdf,
  });
  await dialog.getByRole("button", { name: resourcesText.upload }).click();
  await expect(toast(page, resourcesText.uploaded)).toBeVisible();
  // Said where the person is, not in a part of the page far below.
  await expect(toast(page, resourcesText.uploaded)).toBeInViewport();
  await expect(dialog).toBeHidden();
  const card = page.getByRole("article").filter({ hasText: "Student Handbook" });
  await expect(card).toContainText("Student Handbooks");
  await expect(card).toContainText(`PDF · ${samplePdf.length} B`);
  const download = card.getByRole("link", { name: /Download Student Handbook/ });
  await expect(download).toHaveAttribute("target", "_blank");

  const response = await page.request.get((await download.getAttribute("href")) ?? "");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["content-disposition"]).toBe(
    `inline; filename="Student Handbook 2026.pdf"; filename*=UTF-8''Student%20Handbook%202026.pdf`,
  );
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  expect(response.headers()["content-security-policy"]).toContain("sandbox; default-src 'none'");
  expect(Buffer.from(await response.body()).equals(samplePdf)).toBe(true);
});

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });

  test("staff upload a Word document, saved on download; the filter works by links", async ({
    page,
  }) => {
    await signIn(page, await addTestStaff("staff"));
    await page.goto("/resources");
    await page.getByRole("link", { name: resourcesText.upload }).click();
    await expect(page).toHaveURL(/\/resources\?upload=1#upload$/);
    const form = page.getByRole("region", { name: resourcesText.uploadHeading });
    await form.getByLabel(resourcesText.titleLabel).fill("Belt Chart");
    await form.getByLabel(resourcesText.fileLabel).setInputFiles({
      name: "belts.docx",
      mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      buffer: sampleDocx,
    });
    await form.getByRole("button", { name: resourcesText.upload }).click();
    await expect(page).toHaveURL(/\/resources\?result=uploaded$/);
    await expect(
      page.getByRole("status").filter({ hasText: resourcesText.uploaded }),
    ).toBeVisible();

    const docx = page.getByRole("article").filter({ hasText: "Belt Chart" });
    const href = (await docx.getByRole("link").getAttribute("href")) ?? "";
    const saved = await page.request.get(href);
    expect(saved.headers()["content-disposition"]).toMatch(/^attachment; filename="belts.docx"/);
    expect(saved.headers()["content-security-policy"]).not.toContain("sandbox");

    const filter = page.getByRole("navigation", { name: resourcesText.filterLabel });
    await filter.getByRole("link", { name: "Japanese Terms" }).click();
    await expect(page).toHaveURL(/\/resources\?category=Terminology$/);
    await expect(
      page.getByText("No resources found in the Japanese Terms category."),
    ).toBeVisible();
    await filter.getByRole("link", { name: "Belt Requirements" }).click();
    await expect(page.getByRole("article")).toHaveCount(1);
  });
});

test("an upload over the limit gets 413 before it is stored", async ({ page }) => {
  await signIn(page, await addTestStaff("staff"));
  const limit = 25 * 1024 * 1024;
  const response = await page.request.post("/resources", {
    multipart: {
      title: "Too big",
      category: "Handbooks",
      file: {
        name: "big.txt",
        mimeType: "text/plain",
        buffer: Buffer.concat([sampleText, Buffer.alloc(limit, 0x61)]),
      },
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(413);
  const db = openTestDatabase();
  const titles = (await db.selectFrom("resources").select("title").execute()).map(
    (row) => row.title,
  );
  await db.destroy();
  expect(titles).not.toContain("Too big");
});

test.describe("managed in the staff area", () => {
  /** Uploads as the signed-in page's staff member; returns nothing, the list is checked after. */
  async function upload(page: import("@playwright/test").Page, title: string, buffer: Buffer) {
    const response = await page.request.post("/resources", {
      multipart: {
        title,
        category: "Belt Requirements",
        file: { name: `${title}.pdf`, mimeType: "application/pdf", buffer },
      },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
  }

  const publicTitles = async (page: import("@playwright/test").Page) => {
    await page.goto("/resources");
    return page.getByRole("article").getByRole("heading").allTextContents();
  };

  test("staff reorder, edit, replace the file of and delete resources; the page follows at once", async ({
    page,
  }) => {
    // A sign-in, two uploads and a dozen pages: more than 30 s on a busy two-core machine.
    test.setTimeout(90_000);
    const db = openTestDatabase();
    await db.deleteFrom("resources").execute();
    await db.destroy();
    await signIn(page, await addTestStaff("staff"));
    await upload(page, "Kata List", samplePdf);
    await upload(page, "Dojo Rules", samplePdf);

    await page.goto("/admin");
    await page.getByRole("link", { name: "Resources" }).first().click();
    await expect(page).toHaveURL(/\/admin\/resources$/);
    const rows = page.getByRole("main").getByRole("listitem");
    // Newest first, as the public page lists them.
    await expect(rows).toHaveText([/^Dojo Rules/, /^Kata List/]);
    // On a phone: every control a finger can take, each named by its own words first (axe).
    await page.setViewportSize({ width: 375, height: 800 });
    expect([
      ...(await axeViolations(page, "/admin/resources")),
      ...(await smallTargets(page)),
    ]).toEqual([]);
    await page.goto("/admin/resources");
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(
      page.getByRole("button", { name: resourcesAdminText.moveUpLabel("Dojo Rules") }),
    ).toHaveCount(0);

    await page.getByRole("button", { name: resourcesAdminText.moveUpLabel("Kata List") }).click();
    await expect(page.getByRole("status")).toHaveText(adminNotices["resource-moved"]);
    await expect(rows).toHaveText([/^Kata List/, /^Dojo Rules/]);
    expect(await publicTitles(page)).toEqual(["Kata List", "Dojo Rules"]);

    // Edit: a title of spaces only is refused with its field's error and nothing saved.
    await page.goto("/admin/resources");
    await page.getByRole("link", { name: "Dojo Rules", exact: true }).click();
    await expect(page.getByRole("heading", { name: resourcesAdminText.editHeading })).toBeVisible();
    const title = page.getByLabel(resourcesAdminText.fields.title);
    await title.fill("   ");
    await page.getByRole("button", { name: "Save" }).click();
    // The summary at the top of the form links to the field, which says its error too.
    await expect(
      page
        .locator("[data-error-summary]")
        .getByRole("link", { name: resourcesAdminText.errors.title }),
    ).toBeVisible();
    await expect(title).toHaveAccessibleDescription(resourcesAdminText.errors.title);
    await title.fill("Rules & Etiquette of the Dojo");
    await page
      .getByLabel(resourcesAdminText.fields.description)
      .fill("How we bow, line up and care for the dojo.");
    await page.getByLabel(resourcesAdminText.fields.category).selectOption("Rules & Etiquette");
    await page.getByLabel(resourcesAdminText.fields.featured).check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText(adminNotices["resource-saved"]);
    // Featured comes first.
    await expect(rows).toHaveText([/^Rules & Etiquette of the Dojo\s*Featured/, /^Kata List/]);
    expect(await publicTitles(page)).toEqual(["Rules & Etiquette of the Dojo", "Kata List"]);
    const card = page.getByRole("article").first();
    await expect(card).toContainText("How we bow, line up and care for the dojo.");
    await expect(card).toContainText(resourcesText.featured);
    await expect(card).toContainText("Rules & Etiquette");

    // A new file for "Kata List": larger than a form post may be, checked by its content.
    await page.goto("/admin/resources");
    await page.getByRole("link", { name: "Kata List", exact: true }).click();
    const oldHref =
      (await page.getByRole("link", { name: "Kata List.pdf" }).getAttribute("href")) ?? "";
    // One Save keeps both the fields and the file chosen: nothing typed or chosen is dropped.
    await expect(page.getByRole("button", { name: "Save" })).toHaveCount(1);
    const fileInput = page.getByLabel(resourcesAdminText.replaceLabel);
    await fileInput.setInputFiles({
      name: "kata.pdf",
      mimeType: "application/pdf",
      buffer: sampleExecutable,
    });
    const description = page.getByLabel(resourcesAdminText.fields.description);
    await description.fill("Every kata, belt by belt.");
    await page.getByRole("button", { name: "Save" }).click();
    // Refused by its content: said beside the file's box, and nothing saved.
    await expect(page.getByRole("alert")).toHaveText(resourcesText.wrongType);
    await expect(fileInput).toHaveAccessibleDescription(new RegExp(resourcesText.wrongType));
    await expect(description).toHaveValue("Every kata, belt by belt.");
    const bigger = Buffer.concat([samplePdf, Buffer.alloc(200 * 1024, 0x20)]);
    await fileInput.setInputFiles({
      name: "kata-2027.pdf",
      mimeType: "application/pdf",
      buffer: bigger,
    });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText(adminNotices["resource-replaced"]);
    await expect(rows.nth(1)).toContainText("kata-2027.pdf · 200.");
    expect((await page.request.get(oldHref)).status()).toBe(404);
    await page.goto("/resources");
    const kata = page.getByRole("article").filter({ hasText: "Kata List" });
    await expect(kata).toContainText("Every kata, belt by belt.");
    const newHref = (await kata.getByRole("link").getAttribute("href")) ?? "";
    const served = await page.request.get(newHref);
    expect(served.headers()["content-disposition"]).toMatch(/^inline; filename="kata-2027.pdf"/);
    expect(Buffer.from(await served.body()).equals(bigger)).toBe(true);

    // Delete: asked again first; then the row and its file are gone.
    await page.goto("/admin/resources");
    await rows.filter({ hasText: "Kata List" }).getByRole("link", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(resourcesAdminText.deleteQuestion("Kata List"));
    await confirm.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page.getByRole("status")).toHaveText(adminNotices["resource-deleted"]);
    await expect(rows).toHaveText([/^Rules & Etiquette of the Dojo/]);
    expect((await page.request.get(newHref)).status()).toBe(404);
    expect(await publicTitles(page)).toEqual(["Rules & Etiquette of the Dojo"]);
  });

  for (const width of [375, 1280]) {
    test(`the upload dialog and a resource's own page have no axe violations at ${width} px`, async ({
      page,
    }) => {
      // A sign-in and two pages scanned: more than the default 30 s on a busy two-core machine.
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      const violations: string[] = [];
      const scan = async (where: string) => {
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
          .analyze();
        for (const violation of results.violations) {
          violations.push(
            `${where} ${violation.id}: ${violation.nodes.map((n) => n.target).join(", ")}`,
          );
        }
      };
      await signIn(page, await addTestStaff("staff"));
      await page.goto("/resources");
      await page.getByRole("button", { name: resourcesText.upload }).click();
      await expect(page.getByRole("dialog", { name: resourcesText.uploadHeading })).toBeVisible();
      await scan("upload dialog");
      await page.goto("/admin/resources");
      await page.getByRole("link", { name: "Rules & Etiquette of the Dojo", exact: true }).click();
      await expect(
        page.getByRole("heading", { name: resourcesAdminText.editHeading }),
      ).toBeVisible();
      await scan("/admin/resources/:id");
      // On a phone every control is a full target (staff-targets.spec.ts measures the others).
      if (width === 375) {
        const measure = async (where: string) =>
          violations.push(...(await smallTargets(page)).map((target) => `${where} ${target}`));
        await measure("/admin/resources/:id");
        const id = new URL(page.url()).pathname.split("/").pop() ?? "";
        await page.goto(`/admin/resources?confirm=${id}`);
        await expect(page.getByRole("alertdialog")).toBeVisible();
        await measure("/admin/resources?confirm");
      }
      expect(violations).toEqual([]);
    });
  }

  test("what no form sends is refused: another body, a broken upload, a visitor, another site", async ({
    page,
    request,
  }) => {
    const db = openTestDatabase();
    const row = await db.selectFrom("resources").select("id").executeTakeFirstOrThrow();
    await db.destroy();
    const path = `/admin/resources/${row.id}`;
    const multipart = {
      file: { name: "forged.pdf", mimeType: "application/pdf", buffer: samplePdf },
    };
    expect((await request.post(path, { multipart, maxRedirects: 0 })).status()).toBe(401);
    expect(
      (
        await request.post("/admin/resources", { form: { id: String(row.id), intent: "delete" } })
      ).status(),
    ).toBe(401);

    await signIn(page, await addTestStaff("staff"));
    const crossSite = await page.request.post(path, {
      multipart,
      headers: { Origin: "https://elsewhere.example", "Sec-Fetch-Site": "cross-site" },
      maxRedirects: 0,
    });
    expect(crossSite.status()).toBe(403);
    for (const target of [path, "/resources"]) {
      const json = await page.request.post(target, {
        data: { title: "x" },
        maxRedirects: 0,
      });
      expect(json.status(), `${target}: JSON`).toBe(415);
      const broken = await page.request.post(target, {
        headers: { "Content-Type": "multipart/form-data; boundary=dojo" },
        data: '--dojo\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 cut short',
        maxRedirects: 0,
      });
      expect(broken.status(), `${target}: broken multipart`).toBe(400);
    }
    const unknown = await page.request.post("/admin/resources/999999", {
      multipart: { title: "Forged", category: "Handbooks", sortOrder: "0", ...multipart },
      maxRedirects: 0,
    });
    expect(unknown.status()).toBe(404);
    const after = openTestDatabase();
    expect(await after.selectFrom("resources").select("file_name").execute()).toEqual([
      { file_name: "Dojo Rules.pdf" },
    ]);
    await after.destroy();
  });

  test.describe("without script", () => {
    test.use({ javaScriptEnabled: false });
    test("the list's moves and the deletion work as plain forms", async ({ page }) => {
      await signIn(page, await addTestStaff("staff"));
      await upload(page, "Terms of the Dojo", samplePdf);
      await upload(page, "Belt Colours", samplePdf);
      await page.goto("/admin/resources");
      const rows = page.getByRole("main").getByRole("listitem");
      await expect(rows).toHaveText([/^Rules & Etiquette/, /^Belt Colours/, /^Terms of the Dojo/]);
      await page
        .getByRole("button", { name: resourcesAdminText.moveUpLabel("Terms of the Dojo") })
        .click();
      await expect(page.getByRole("status")).toHaveText(adminNotices["resource-moved"]);
      await expect(rows).toHaveText([/^Rules & Etiquette/, /^Terms of the Dojo/, /^Belt Colours/]);
      await rows.nth(2).getByRole("link", { name: "Delete" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Yes, delete" }).click();
      await expect(page.getByRole("status")).toHaveText(adminNotices["resource-deleted"]);
      await expect(rows).toHaveText([/^Rules & Etiquette/, /^Terms of the Dojo/]);
    });
  });
});

test("a list that cannot be read: the page still shows, empty, and says why, with and without script", async ({
  page,
  browser,
}) => {
  // On the second test server, whose library no other test reads: its table is out of reach
  // for the length of this test.
  const db = openTestDatabase("limited");
  await sql`ALTER TABLE resources RENAME TO resources_out_of_reach`.execute(db);
  try {
    await page.goto(`${limitedBaseURL}/resources`);
    await expect(
      page.getByRole("heading", { level: 1, name: resourcesText.heading }),
    ).toBeVisible();
    await expect(toast(page, resourcesText.loadFailed)).toBeVisible();
    await expect(
      page.getByRole("alert").filter({ hasText: resourcesText.loadFailed }),
    ).toBeVisible();
    await expect(page.getByText(resourcesText.emptyAll)).toBeVisible();

    const plain = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await plain.newPage();
    const response = await noScript.goto(`${limitedBaseURL}/resources`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await expect(
      noScript
        .getByRole("alert")
        .filter({ hasText: `${resourcesText.errorTitle}: ${resourcesText.loadFailed}` }),
    ).toBeVisible();
    await plain.close();
  } finally {
    await sql`ALTER TABLE resources_out_of_reach RENAME TO resources`.execute(db);
    await db.destroy();
  }
  // Readable again, the page is as before.
  await page.goto(`${limitedBaseURL}/resources`);
  await expect(page.getByRole("alert")).toHaveCount(0);
});
