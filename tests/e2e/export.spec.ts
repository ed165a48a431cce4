import { staffText } from "~/content/admin/staff";
import { expect as baseExpect, test } from "./fixtures";
import { addTestStaff, signIn } from "./staff-helpers";

// The studio's own export as an owner gets it: the Staff page's link, one ZIP streamed with the
// records and the library's files, and the download in the audit log. (What the ZIP holds, and
// that nothing secret is in it, is tested on both databases in tests/integration/export.test.ts;
// that staff are refused it, in staff-access.spec.ts.)

// Signing in hashes a password (scrypt), which takes a while on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });

test("an owner downloads the studio's data from the Staff page: a ZIP, streamed, in the audit log", async ({
  page,
}) => {
  const owner = await addTestStaff("owner");
  await signIn(page, owner);
  await page.goto("/admin/staff");
  const link = page.getByRole("link", { name: staffText.dataDownload });
  await expect(link).toHaveAttribute("href", "/admin/export.zip");
  const response = await page.request.get("/admin/export.zip");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/zip");
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  expect(response.headers()["content-disposition"]).toMatch(
    /^attachment; filename="studio-export-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  const zip = await response.body();
  expect(zip.subarray(0, 2).toString("latin1")).toBe("PK");
  for (const name of ["README.txt", "messages.csv", "subscribers.csv", "events.csv", "classes.csv"])
    expect(zip.includes(Buffer.from(name)), name).toBe(true);
  // The entry is written once the last byte has gone: look again until it is there.
  await expect(async () => {
    await page.goto("/admin/audit?kind=export");
    await expect(page.getByRole("main")).toContainText(owner.name, { timeout: 1000 });
    await expect(page.getByRole("main")).toContainText("Downloaded the studio's data", {
      timeout: 1000,
    });
  }).toPass();
});
