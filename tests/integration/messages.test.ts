import { beforeEach, expect, test } from "vitest";
import { listMessages, storeMessage } from "~/services/messages/messages.server";
import { describeEachDatabase } from "../support/databases";

// The contact messages' table must behave the same on SQLite and PostgreSQL.

const message = {
  firstName: "Ada",
  lastName: "",
  email: "ada@example.com",
  phone: "(718) 555-0100",
  message: "Hello",
};

describeEachDatabase("messages", (getDb) => {
  beforeEach(async () => {
    await getDb().deleteFrom("messages").execute();
  });

  test("stores a message from its side's contact page, an empty last name as null", async () => {
    const id = await storeMessage(getDb(), { ...message, side: "yoga" });
    expect(id).toBeGreaterThan(0);
    const [row] = await listMessages(getDb());
    expect(row).toMatchObject({
      id,
      first_name: "Ada",
      last_name: null,
      email: "ada@example.com",
      side: "yoga",
      page: "/yoga/contact",
    });
    expect(new Date(row?.created_at ?? "").toISOString()).toBe(row?.created_at);
  });

  test("refuses a side other than karate or yoga", async () => {
    await expect(storeMessage(getDb(), { ...message, side: "chess" as "yoga" })).rejects.toThrow();
    expect(await listMessages(getDb())).toHaveLength(0);
  });

  test("lists the newest first", async () => {
    await storeMessage(getDb(), { ...message, message: "first", side: "karate" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await storeMessage(getDb(), {
      ...message,
      message: "second",
      side: "karate",
    });
    expect((await listMessages(getDb())).map((row) => row.message)).toEqual(["second", "first"]);
  });
});
