import { afterAll, beforeAll, expect, test } from "vitest";
import { readFormPost } from "~/http/form-post.server";
import { createRateLimiter, type RateLimiter } from "~/infra/rate-limit.server";
import { honeypotField } from "~/lib/honeypot";
import { contactSchema } from "~/services/messages/schema";
import { createTestDatabase, type TestDatabase } from "../support/databases";

// The pipeline every form post goes through: the body read, the schema through Conform, the
// rate limit (counted in a real database) and the honeypot.

const valid = {
  firstName: "Ada",
  email: "ada@example.com",
  phone: "(718) 555-0100",
  message: "Hello",
  side: "karate",
};

let database: TestDatabase;
let limiter: RateLimiter;
let sender = 0;

beforeAll(async () => {
  database = await createTestDatabase("sqlite");
  limiter = createRateLimiter(database.db, { points: 100, durationSeconds: 60 });
});
afterAll(async () => {
  await database.dispose();
});

function formPost(
  fields: Record<string, string>,
  contentType = "application/x-www-form-urlencoded",
) {
  return new Request("http://localhost/contact", {
    method: "POST",
    headers: { "Content-Type": contentType },
    body: new URLSearchParams(fields).toString(),
  });
}

const read = (request: Request) =>
  readFormPost(request, contactSchema, { limiter, sender: `visitor-${sender++}` });

test("a valid post carries its values, to put back should keeping it fail", async () => {
  const post = await read(formPost(valid));
  expect(post.outcome).toBe("valid");
  if (post.outcome !== "valid") return;
  expect(post.value).toMatchObject({ firstName: "Ada", email: "ada@example.com" });
  expect(post.reply.initialValue).toMatchObject(valid);
});

test("a filled honeypot is a bot; an empty or absent one is a person", async () => {
  expect((await read(formPost({ ...valid, [honeypotField]: "x" }))).outcome).toBe("bot");
  expect((await read(formPost({ ...valid, [honeypotField]: "" }))).outcome).toBe("valid");
  expect((await read(formPost(valid))).outcome).toBe("valid");
});

test("over the limit: limited, with the wait and the values", async () => {
  const tight = createRateLimiter(database.db, { points: 1, durationSeconds: 60 });
  const once = () =>
    readFormPost(formPost(valid), contactSchema, { limiter: tight, sender: "one" });
  expect((await once()).outcome).toBe("valid");
  const refused = await once();
  expect(refused.outcome).toBe("limited");
  if (refused.outcome !== "limited") return;
  expect(refused.retryAfterSeconds).toBeGreaterThan(0);
  expect(refused.reply.initialValue).toMatchObject({ firstName: "Ada" });
});

test("a body no form sends is refused: 415 for another type, 400 for one that cannot be read", async () => {
  const status = async (request: Request) =>
    read(request).then(
      () => 200,
      (thrown: unknown) => (thrown instanceof Response ? thrown.status : 500),
    );
  expect(await status(formPost(valid, "application/json"))).toBe(415);
  expect(await status(formPost(valid, "text/plain"))).toBe(415);
  expect(await status(formPost(valid, "multipart/form-data; boundary=x"))).toBe(400);
});
