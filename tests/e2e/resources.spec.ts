import {
  resourceCategories,
  resourcesFaq,
  resourcesText,
  resourceValues,
} from "~/content/resources";
import { expect, openTestDatabase, test } from "./fixtures";
import { addTestStaff, signIn } from "./staff-helpers";
import { sampleDocx, sampleExecutable, samplePdf, sampleText } from "../support/sample-files";

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
  await page.goto("/resources");
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
  await signIn(page, await addTestStaff("staff"));
  await page.goto("/resources");
  await page.getByRole("button", { name: resourcesText.upload }).click();
  const dialog = page.getByRole("dialog", { name: resourcesText.uploadHeading });
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
