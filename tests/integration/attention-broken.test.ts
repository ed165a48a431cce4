import { beforeEach, expect, test } from "vitest";
import { dashboardText } from "~/content/admin/dashboard";
import { whatIsNotWorking, type ServerFacts } from "~/services/attention.server";
import { enqueue } from "~/services/delivery/outbox.server";
import { commandLine } from "~/services/staff/audit.server";
import { setTwoFactorRequired } from "~/services/staff/settings.server";
import { addStaff } from "~/services/staff/staff.server";
import { describeEachDatabase } from "../support/databases";
import { createTestAuth } from "../support/staff";

// The dashboard's "Needs attention" for what does not work, on both databases: it no longer says
// all is well while messages are emailed nowhere, deliveries fail, visitors' submissions wait on
// the disk, or staff cannot sign in; each item names its fix and links to it.

const words = dashboardText.broken;
const allWell: ServerFacts = { emailSetUp: true, spooled: 0, spoolRejected: 0 };

describeEachDatabase("what does not work", (getDb) => {
  beforeEach(async () => {
    const db = getDb();
    await db.deleteFrom("outbox").execute();
    await db.deleteFrom("settings").execute();
    await db.deleteFrom("staff_accounts").execute();
    await db.deleteFrom("staff").execute();
  });

  test("with everything set up and working, nothing is listed", async () => {
    expect(await whatIsNotWorking(getDb(), allWell, { forOwner: true })).toEqual([]);
  });

  test("email not set up is named with its setting and who sets it, linked to Deliveries", async () => {
    const items = await whatIsNotWorking(
      getDb(),
      { ...allWell, emailSetUp: false },
      { forOwner: false },
    );
    expect(items).toEqual([
      { text: words.emailOff, to: "/admin/deliveries", label: dashboardText.whatIsSetUp },
    ]);
    expect(words.emailOff).toContain("Emails to the studio are not being sent");
    expect(words.emailOff).toContain("Ask whoever runs the server to set SMTP_URL");
  });

  test("submissions waiting in the spool, and set aside, are counted", async () => {
    const items = await whatIsNotWorking(
      getDb(),
      { ...allWell, spooled: 2, spoolRejected: 1 },
      { forOwner: false },
    );
    expect(items.map((item) => item.text)).toEqual([words.spooled(2), words.spoolRejected(1)]);
    expect(items.every((item) => item.to === "/admin/help#messages")).toBe(true);
  });

  test("failed and retrying deliveries are counted and linked to Deliveries", async () => {
    const db = getDb();
    const delivery = (recordId: number) => ({
      kind: "contact-form" as const,
      target: "form-service" as const,
      recordKind: "message" as const,
      recordId,
      payload: {},
    });
    await enqueue(db, [delivery(1), delivery(2), delivery(3)], new Date("2026-11-27T09:00:00Z"));
    const when = "2026-11-27T09:59:00.000Z";
    await db
      .updateTable("outbox")
      .set({ failed_at: when })
      .where("record_id", "in", ["1", "2"])
      .execute();
    await db.updateTable("outbox").set({ attempts: 2 }).where("record_id", "=", "3").execute();
    const items = await whatIsNotWorking(db, allWell, { forOwner: false });
    expect(items).toEqual([
      {
        text: words.failedDeliveries(2),
        to: "/admin/deliveries",
        label: dashboardText.seeDeliveries,
      },
      {
        text: words.retryingDeliveries(1),
        to: "/admin/deliveries",
        label: dashboardText.seeDeliveries,
      },
    ]);
  });

  test("owners see who cannot sign in yet: no password, or two-step sign-in required and not set up", async () => {
    const db = getDb();
    const auth = createTestAuth(db);
    await addStaff(auth, db, commandLine, {
      email: "new@example.com",
      name: "Nell New",
      role: "staff",
    });
    await addStaff(auth, db, commandLine, {
      email: "ready@example.com",
      name: "Rae Ready",
      role: "staff",
      password: "a long enough test password",
    });
    const toStaff = { to: "/admin/staff", label: dashboardText.openStaff };
    expect(await whatIsNotWorking(db, allWell, { forOwner: true })).toEqual([
      { text: words.noPassword("Nell New"), ...toStaff },
    ]);

    await setTwoFactorRequired(db, commandLine, true);
    expect(await whatIsNotWorking(db, allWell, { forOwner: true })).toEqual([
      { text: words.noPassword("Nell New"), ...toStaff },
      { text: words.noTwoStep("Rae Ready"), ...toStaff },
    ]);
    // Staff who cannot fix it are not shown it.
    expect(await whatIsNotWorking(db, allWell, { forOwner: false })).toEqual([]);
  });
});
