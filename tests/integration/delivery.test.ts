import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from "vitest";
import { createDatabase } from "~/infra/db.server";
import { createSpool, type Spool } from "~/infra/spool.server";
import type { DeliveryConfig } from "~/services/delivery/config.server";
import { claimDue, retryDeliveries } from "~/services/delivery/outbox.server";
import { memberHash } from "~/services/delivery/payloads";
import { createSender } from "~/services/delivery/send.server";
import { countDeliveries, troubledDeliveries } from "~/services/delivery/status.server";
import { startDeliveryWorker, type DeliveryWorker } from "~/services/delivery/worker.server";
import { findMessage } from "~/services/messages/inbox.server";
import { commandLine } from "~/services/staff/audit.server";
import { keepSubmission } from "~/services/submissions/submissions.server";
import {
  eraseSubscriber,
  findSubscribers,
  unsubscribe,
} from "~/services/subscribers/subscribers.server";
import { createTestDatabase, type TestDatabase } from "../support/databases";
import {
  startTestFormService,
  startTestMailingList,
  startTestSmtp,
  type TestFormService,
  type TestMailingList,
  type TestSmtp,
} from "../support/delivery-servers";

// Contact messages and sign-ups delivered through the outbox to real stand-ins of the studio's
// mail server, the form service and the mailing provider on 127.0.0.1, on both databases: what
// each receives, and that nothing is lost or sent twice when they are down, slow or refusing.

const listId = "studio-list";
const silent = pino({ level: "silent" });
const message = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "(718) 555-0100",
  message: "Do you have a beginners' class on Saturdays?\nThank you.",
  side: "karate" as const,
};

/** The one item of a list, failing the test when there is not exactly one. */
function only<Item>(items: Item[]): Item {
  expect(items).toHaveLength(1);
  const [item] = items;
  if (item === undefined) throw new Error("expected one item");
  return item;
}

/** The item at `index`, failing the test when there is none. */
function nth<Item>(items: Item[], index: number): Item {
  const item = items[index];
  if (item === undefined) throw new Error(`expected an item at ${index}`);
  return item;
}

type Services = { smtp: TestSmtp; form: TestFormService; list: TestMailingList };

function configFor(services: Partial<Services>): DeliveryConfig {
  return {
    formService: services.form ? { url: services.form.url, accessKey: "form-key-123" } : undefined,
    smtp: services.smtp
      ? {
          url: services.smtp.url,
          from: '"Studio website" <website@studio.test>',
          studioAddress: "studio@studio.test",
        }
      : undefined,
    mailingList: services.list
      ? { apiUrl: services.list.url, apiKey: "list-key-us1", listId, doubleOptIn: true }
      : undefined,
    timeoutMs: 400,
    firstRetryMs: 50,
    mailHost: "studio.test",
  };
}

for (const kind of ["sqlite", "postgres"] as const) {
  describe.skipIf(kind === "postgres" && !inject("postgresUrl"))(`deliveries [${kind}]`, () => {
    let fresh: TestDatabase;
    let services: Services;
    let spoolDir: string;
    let spool: Spool;
    let config: DeliveryConfig;
    let worker: DeliveryWorker | undefined;

    const start = (options: { pollMs?: number } = {}) => {
      worker = startDeliveryWorker({
        db: fresh.db,
        config,
        sender: createSender(config),
        logger: silent,
        pollMs: options.pollMs ?? 50,
      });
    };
    const keep = (payload = message) =>
      keepSubmission(fresh.db, spool, { kind: "message", payload }, new Date(), config);
    const signUp = (email: string, side: "karate" | "yoga") =>
      keepSubmission(
        fresh.db,
        spool,
        { kind: "sign-up", payload: { email, side, sourcePage: `/${side}` } },
        new Date(),
        config,
      );
    const allSent = async () => {
      const counts = await countDeliveries(fresh.db);
      return counts.waiting + counts.retrying + counts.failed;
    };

    beforeAll(async () => {
      services = {
        smtp: await startTestSmtp(),
        form: await startTestFormService(),
        list: await startTestMailingList(listId),
      };
      spoolDir = await mkdtemp(path.join(tmpdir(), "studio-spool-"));
      spool = createSpool(spoolDir);
    });
    afterEach(async () => {
      await worker?.stop();
      worker = undefined;
      await fresh?.dispose();
      services.smtp.mails.length = 0;
      services.smtp.refuseWith(undefined);
      services.form.requests.length = 0;
      services.form.setMode({ kind: "up" });
      services.list.requests.length = 0;
      services.list.setMode({ kind: "up" });
      services.list.members.clear();
      await Promise.all([services.smtp.up(), services.form.up(), services.list.up()]);
    });
    afterAll(async () => {
      await Promise.all([services.smtp.stop(), services.form.stop(), services.list.stop()]);
      await rm(spoolDir, { recursive: true, force: true });
    });

    test("with no target configured nothing is queued; with targets, the rows come with what they deliver", async () => {
      fresh = await createTestDatabase(kind);
      config = configFor({});
      await keep();
      await signUp("grace@example.com", "yoga");
      expect(await fresh.db.selectFrom("outbox").selectAll().execute()).toEqual([]);
      expect((await findMessage(fresh.db, 1))?.deliveryState).toBe("kept");

      config = configFor(services);
      await keep();
      await signUp("grace@example.com", "karate");
      // The same address signing up again on the same side changes nothing and sends nothing.
      await signUp("grace@example.com", "karate");
      const rows = await fresh.db.selectFrom("outbox").selectAll().orderBy("id").execute();
      expect(rows.map((row) => [row.kind, row.target, row.record_kind])).toEqual([
        ["contact-form", "form-service", "message"],
        ["contact-email", "smtp", "message"],
        ["sign-up", "mailing-provider", "subscriber"],
      ]);
      expect((await findMessage(fresh.db, 2))?.deliveryState).toBe("waiting");
    });

    test("a message arrives as mail and at the form service; a sign-up reaches the list with its tag", async () => {
      fresh = await createTestDatabase(kind);
      config = configFor(services);
      await keep();
      await signUp("Grace@Example.com", "yoga");
      start();
      await expect.poll(allSent, { timeout: 10_000 }).toBe(0);

      const mail = only(services.smtp.mails);
      expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe("studio@studio.test");
      expect(mail.from?.text).toBe('"Studio website" <website@studio.test>');
      expect(mail.replyTo?.value).toEqual([{ address: "ada@example.com", name: "Ada Lovelace" }]);
      expect(mail.subject).toBe("New contact form submission from Ada Lovelace");
      expect(mail.messageId).toMatch(/^<[\w-]+@studio\.test>$/);
      for (const line of [
        "First name: Ada",
        "Last name: Lovelace",
        "Email: ada@example.com",
        "Phone: (718) 555-0100",
        message.message,
        "/contact (the karate side)",
      ]) {
        expect(mail.text).toContain(line);
      }

      expect(await services.form.submissions()).toEqual([
        {
          access_key: "form-key-123",
          subject: "new contact form submission",
          from_name: "Ada Lovelace",
          from_email: "ada@example.com",
          first_name: "Ada",
          last_name: "Lovelace",
          email: "ada@example.com",
          phone: "(718) 555-0100",
          // Multipart bodies carry line breaks as CRLF, as a browser's form post does.
          message: message.message.replace(/\n/g, "\r\n"),
        },
      ]);
      expect(nth(services.form.requests, 0).headers.accept).toBe("application/json");

      const hash = memberHash("grace@example.com");
      const put = nth(services.list.requests, 0);
      const tags = nth(services.list.requests, 1);
      expect([put.method, put.path]).toEqual(["PUT", `/3.0/lists/${listId}/members/${hash}`]);
      expect(JSON.parse(put.body.toString())).toEqual({
        email_address: "grace@example.com",
        status_if_new: "pending",
      });
      expect(put.headers.authorization).toBe(
        `Basic ${Buffer.from("studio:list-key-us1").toString("base64")}`,
      );
      expect([tags.method, tags.path]).toEqual([
        "POST",
        `/3.0/lists/${listId}/members/${hash}/tags`,
      ]);
      expect(services.list.members.get(hash)).toEqual({
        email_address: "grace@example.com",
        status: "pending",
        tags: new Set(["yoga"]),
      });
      expect((await findMessage(fresh.db, 1))?.deliveryState).toBe("delivered");
      expect(only(await findSubscribers(fresh.db)).deliveryState).toBe("delivered");
    });

    test("every target down for a while, then up: everything delivered, none twice", async () => {
      fresh = await createTestDatabase(kind);
      config = configFor(services);
      await Promise.all([services.smtp.down(), services.form.down(), services.list.down()]);
      start();
      for (let i = 0; i < 5; i++) await keep({ ...message, message: `message ${i}` });
      await signUp("grace@example.com", "karate");
      await expect
        .poll(async () => (await countDeliveries(fresh.db)).retrying, { timeout: 10_000 })
        .toBe(11);
      const retrying = nth((await troubledDeliveries(fresh.db)).retrying, 0);
      expect(retrying.lastError).toMatch(/could not connect|SMTP/);
      await Promise.all([services.smtp.up(), services.form.up(), services.list.up()]);
      await expect.poll(allSent, { timeout: 20_000 }).toBe(0);
      expect(services.smtp.mails.map((mail) => mail.text?.match(/message \d/)?.[0]).sort()).toEqual(
        ["message 0", "message 1", "message 2", "message 3", "message 4"],
      );
      expect(new Set(services.smtp.mails.map((mail) => mail.messageId)).size).toBe(5);
      expect((await services.form.submissions()).map((fields) => fields.message).sort()).toEqual([
        "message 0",
        "message 1",
        "message 2",
        "message 3",
        "message 4",
      ]);
      expect(services.list.requests.map((request) => request.method)).toEqual(["PUT", "POST"]);
    });

    test("a slow target meets the time limit and is tried again", async () => {
      fresh = await createTestDatabase(kind);
      config = configFor({ form: services.form });
      services.form.setMode({ kind: "slow", ms: 2000 });
      start();
      await keep();
      await expect
        .poll(async () => (await troubledDeliveries(fresh.db)).retrying[0]?.lastError, {
          timeout: 10_000,
        })
        .toBe("no answer within 0.4 s");
      services.form.setMode({ kind: "up" });
      await expect.poll(allSent, { timeout: 10_000 }).toBe(0);
      expect(services.form.requests).toHaveLength(1);
    });

    test("a request the service calls wrong fails at once, shows why, and Retry now sends it once mended", async () => {
      fresh = await createTestDatabase(kind);
      config = configFor({ form: services.form });
      services.form.setMode({
        kind: "status",
        status: 400,
        body: { success: false, message: "Invalid access key" },
      });
      start();
      await keep();
      await expect
        .poll(async () => (await countDeliveries(fresh.db)).failed, { timeout: 10_000 })
        .toBe(1);
      const { failed } = await troubledDeliveries(fresh.db);
      expect(failed).toMatchObject([
        { kind: "contact-form", attempts: 1, lastError: "HTTP 400: Invalid access key" },
      ]);
      expect((await findMessage(fresh.db, 1))?.deliveryState).toBe("failed");
      services.form.setMode({ kind: "up" });
      expect(await retryDeliveries(fresh.db, commandLine)).toBe(1);
      await expect.poll(allSent, { timeout: 10_000 }).toBe(0);
      // The refused request and the one that went through: one each.
      expect(services.form.requests).toHaveLength(2);
      const audit = await fresh.db.selectFrom("audit_log").selectAll().execute();
      expect(audit.map((entry) => [entry.action, entry.record_kind, entry.summary])).toEqual([
        ["retried", "delivery", "Retried 1 failed delivery"],
      ]);
    });

    test("500 messages sent while the mail server is down all arrive once it is back, once each", async () => {
      fresh = await createTestDatabase(kind);
      config = { ...configFor({ smtp: services.smtp }), firstRetryMs: 200 };
      await services.smtp.down();
      start({ pollMs: 100 });
      for (let i = 0; i < 500; i++) await keep({ ...message, message: `bulk ${i}` });
      await services.smtp.up();
      await expect.poll(allSent, { timeout: 60_000, interval: 250 }).toBe(0);
      const received = services.smtp.mails.map((mail) => mail.text?.match(/bulk \d+/)?.[0]);
      expect(new Set(received).size).toBe(500);
      expect(received).toHaveLength(500);
    }, 90_000);

    test("two processes never hold the same delivery", async () => {
      fresh = await createTestDatabase(kind);
      config = configFor(services);
      for (let i = 0; i < 20; i++) await keep({ ...message, message: `claim ${i}` });
      const other = createDatabase(fresh.url);
      try {
        const [mine, theirs] = await Promise.all([
          claimDue(fresh.db, { limit: 25, leaseMs: 60_000 }),
          claimDue(other, { limit: 25, leaseMs: 60_000 }),
        ]);
        const ids = [...mine, ...theirs].map((row) => row.id);
        expect(ids).toHaveLength(40);
        expect(new Set(ids).size).toBe(40);
        expect(await claimDue(fresh.db, { limit: 25, leaseMs: 60_000 })).toEqual([]);
      } finally {
        await other.destroy();
      }
    });

    test("unsubscribing takes the side's tag off; the last side unsubscribes; erasing removes the address and every trace of it here", async () => {
      fresh = await createTestDatabase(kind);
      config = configFor({ list: services.list });
      start();
      await signUp("grace@example.com", "karate");
      await signUp("grace@example.com", "yoga");
      await expect.poll(allSent, { timeout: 10_000 }).toBe(0);
      const hash = memberHash("grace@example.com");
      expect(services.list.members.get(hash)?.tags).toEqual(new Set(["karate", "yoga"]));

      const signUps = await findSubscribers(fresh.db);
      const yoga = nth(signUps, 0);
      const karate = nth(signUps, 1);
      await unsubscribe(fresh.db, commandLine, karate.id, config);
      await expect.poll(allSent, { timeout: 10_000 }).toBe(0);
      expect(services.list.members.get(hash)).toMatchObject({
        status: "pending",
        tags: new Set(["yoga"]),
      });
      await unsubscribe(fresh.db, commandLine, yoga.id, config);
      await expect.poll(allSent, { timeout: 10_000 }).toBe(0);
      expect(services.list.members.get(hash)).toMatchObject({
        status: "unsubscribed",
        tags: new Set(),
      });

      // Back on one side: the address is subscribed again (pending its confirmation).
      await signUp("grace@example.com", "yoga");
      await expect.poll(allSent, { timeout: 10_000 }).toBe(0);
      expect(services.list.members.get(hash)).toMatchObject({
        status: "pending",
        tags: new Set(["yoga"]),
      });

      await eraseSubscriber(fresh.db, commandLine, yoga.id, config);
      await expect.poll(allSent, { timeout: 10_000 }).toBe(0);
      expect(services.list.members.has(hash)).toBe(false);
      const outbox = await fresh.db.selectFrom("outbox").select("payload").execute();
      expect(outbox.map((row) => row.payload).join("\n")).not.toContain("grace");
    });

    test("stopping finishes the delivery in flight and gives back the rest, which another process then sends", async () => {
      fresh = await createTestDatabase(kind);
      config = configFor({ form: services.form });
      for (let i = 0; i < 5; i++) await keep({ ...message, message: `stop ${i}` });
      services.form.setMode({ kind: "slow", ms: 300 });
      start({ pollMs: 60_000 });
      await new Promise((resolve) => setTimeout(resolve, 100));
      await worker?.stop();
      worker = undefined;
      const rows = await fresh.db.selectFrom("outbox").selectAll().execute();
      expect(rows.filter((row) => row.claimed_until !== null)).toEqual([]);
      expect(rows.filter((row) => row.attempts > 0)).toHaveLength(1);
      services.form.setMode({ kind: "up" });
      start();
      await expect.poll(allSent, { timeout: 10_000 }).toBe(0);
      expect(services.form.requests).toHaveLength(5);
    });
  });
}
