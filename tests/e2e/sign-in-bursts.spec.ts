import { randomBytes } from "node:crypto";
import { expect, limitedBaseURL, openTestDatabase, test } from "./fixtures";
import {
  CookieJar,
  getPage,
  passwordStep,
  postForm,
  turnOnTwoStep,
  type Answer,
} from "./sign-in-http";
import { addTestStaff, codeForKey, wrongCode } from "./staff-helpers";

// Sign-in under bursts, against the production server (QUALITY.md, "Sign-in"): parallel tries
// get no more checks than the limits, a code is taken once, turning two-step sign-in on ends
// the sessions opened without it, and failing on purpose from elsewhere locks nobody out.
// The main server counts per account (its address limit is set out of the way, as every test
// signs in from 127.0.0.1); the second server trusts X-Forwarded-For and has an address limit
// of 8 (playwright.config.ts), so a test can stand for many visitors.

test.describe.configure({ mode: "parallel", timeout: 120_000 });

const accountLimit = 5;
const addressLimit = 8;
const origin = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;

function checked(answers: Answer[]) {
  return answers.filter((answer) => answer.status !== 429);
}

function expectWaits(answers: Answer[]) {
  for (const answer of answers.filter((each) => each.status === 429)) {
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  }
}

const visitor = () => `198.51.100.${1 + ((randomBytes(1)[0] ?? 0) % 250)}`;

test("50 parallel wrong passwords for one account get at most the account limit of checks", async () => {
  const staff = await addTestStaff("staff");
  const answers = await Promise.all(
    Array.from({ length: 50 }, () => passwordStep(origin, staff, { password: "not the password" })),
  );
  expect(checked(answers).length).toBeLessThanOrEqual(accountLimit);
  expect(checked(answers).every((answer) => answer.status === 401)).toBe(true);
  expectWaits(answers);
  expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(45);
});

test("14 wrong passwords and the right one in parallel: no more checks than the limit", async () => {
  const staff = await addTestStaff("staff");
  const tries = [...Array.from({ length: 14 }, () => staff.password + "!"), staff.password].map(
    (password) => passwordStep(origin, staff, { password }),
  );
  const answers = await Promise.all(tries);
  const wrongChecked = answers.slice(0, 14).filter((answer) => answer.status === 401).length;
  const rightChecked = answers[14]?.status === 302 ? 1 : 0;
  expect(wrongChecked + rightChecked).toBeLessThanOrEqual(accountLimit);
  expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(10);
});

test("50 parallel tries from one address across accounts get at most the address limit", async () => {
  const from = { "X-Forwarded-For": visitor() };
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, index) =>
      passwordStep(
        limitedBaseURL,
        { email: `nobody-${index}@example.com`, password: "guess", name: "" },
        { headers: from },
      ),
    ),
  );
  expect(checked(answers).length).toBeLessThanOrEqual(addressLimit);
  expectWaits(answers);
});

test("parallel wrong codes on many half-done sign-ins get at most the limit of checks", async () => {
  const staff = await addTestStaff("staff");
  const jar = new CookieJar();
  expect((await passwordStep(origin, staff, { jar })).status).toBe(302);
  const { key, confirmed } = await turnOnTwoStep(origin, jar);
  expect(confirmed.status).toBe(302);
  // Fifteen sign-ins, each stopped at the second step with its own cookie.
  const challenges: CookieJar[] = [];
  for (let index = 0; index < 15; index++) {
    const each = new CookieJar();
    const answer = await passwordStep(origin, staff, { jar: each });
    expect(answer.location).toContain("/admin/login/two-factor");
    challenges.push(each);
  }
  const code = wrongCode(key);
  const answers = await Promise.all(
    challenges.map((each) =>
      postForm(`${origin}/admin/login/two-factor`, { code, kind: "app" }, { jar: each }),
    ),
  );
  expect(checked(answers).length).toBeLessThanOrEqual(accountLimit);
  expectWaits(answers);
});

test("a code is taken once: signing in again with the same code is refused", async () => {
  const staff = await addTestStaff("staff");
  const jar = new CookieJar();
  await passwordStep(origin, staff, { jar });
  const { key } = await turnOnTwoStep(origin, jar);
  // The code after the one that confirmed the set-up (the app's next one; one step ahead is
  // still accepted), used to sign in twice.
  const code = codeForKey(key, 1);
  const first = new CookieJar();
  await passwordStep(origin, staff, { jar: first });
  const signedIn = await postForm(
    `${origin}/admin/login/two-factor`,
    { code, kind: "app" },
    { jar: first },
  );
  expect(signedIn.status).toBe(302);
  expect(signedIn.location).toBe("/admin");
  await postForm(`${origin}/admin/logout`, {}, { jar: first });

  const again = new CookieJar();
  await passwordStep(origin, staff, { jar: again });
  const replayed = await postForm(
    `${origin}/admin/login/two-factor`,
    { code, kind: "app" },
    { jar: again },
  );
  expect(replayed.status).toBe(401);
  expect(replayed.body).toContain("That code has already been used.");
});

test("turning two-step sign-in on ends the account's sessions opened with a password alone", async () => {
  const staff = await addTestStaff("staff");
  const laptop = new CookieJar();
  const phone = new CookieJar();
  await passwordStep(origin, staff, { jar: laptop });
  await passwordStep(origin, staff, { jar: phone });
  expect((await getPage(`${origin}/admin`, laptop)).status).toBe(200);
  const { confirmed } = await turnOnTwoStep(origin, phone);
  expect(confirmed.location).toBe("/admin/account");
  // The phone, which confirmed with a code, stays signed in and sees its codes once.
  const codesPage = await getPage(`${origin}/admin/account`, phone);
  expect(codesPage.status).toBe(200);
  expect(codesPage.body).toContain('data-testid="backup-codes"');
  expect((await getPage(`${origin}/admin/account`, phone)).body).not.toContain(
    'data-testid="backup-codes"',
  );
  // The laptop's session, opened with a password alone, is over.
  const laptopPage = await getPage(`${origin}/admin`, laptop);
  expect(laptopPage.status).toBe(302);
  expect(laptopPage.location).toMatch(/^\/admin\/login/);
});

test("the password check that starts two-step set-up is limited like sign-in", async () => {
  const staff = await addTestStaff("staff");
  const jar = new CookieJar();
  await passwordStep(origin, staff, { jar });
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      postForm(`${origin}/admin/account`, { intent: "enable", password: "a guess" }, { jar }),
    ),
  );
  expect(checked(answers).length).toBeLessThanOrEqual(accountLimit);
  expectWaits(answers);
});

test("100 wrong passwords from other addresses do not stop the owner signing in from their browser", async () => {
  const owner = await addTestStaff("owner", "limited");
  const home = { "X-Forwarded-For": "192.0.2.44" };
  const browser = new CookieJar();
  expect((await passwordStep(limitedBaseURL, owner, { jar: browser, headers: home })).status).toBe(
    302,
  );
  await postForm(`${limitedBaseURL}/admin/logout`, {}, { jar: browser, headers: home });

  const attack = await Promise.all(
    Array.from({ length: 100 }, (_, index) =>
      passwordStep(limitedBaseURL, owner, {
        password: `guess ${index}`,
        headers: { "X-Forwarded-For": `203.0.113.${index + 1}` },
      }),
    ),
  );
  expect(attack.filter((answer) => answer.status === 302)).toHaveLength(0);
  expect(attack.filter((answer) => answer.status === 429).length).toBeGreaterThan(50);

  // A browser the owner never used, from a new address, is slowed by seconds at most, never
  // shut out for the window: its try is checked, or it is told to wait a minute or less.
  const stranger = await passwordStep(limitedBaseURL, owner, {
    headers: { "X-Forwarded-For": "192.0.2.45" },
  });
  if (stranger.status === 429) expect(Number(stranger.retryAfter)).toBeLessThanOrEqual(60);
  else expect(stranger.status).toBe(302);
  // …while the owner's own browser gets straight in.
  const back = await passwordStep(limitedBaseURL, owner, { jar: browser, headers: home });
  expect(back.status).toBe(302);
  expect(back.location).toBe("/admin");
});

test("a session opened by a password alone is signed out once the account has two-step sign-in", async () => {
  // As a session from before the rule would be: two-step sign-in on, the session without it.
  const staff = await addTestStaff("staff");
  const jar = new CookieJar();
  const other = new CookieJar();
  await passwordStep(origin, staff, { jar });
  await passwordStep(origin, staff, { jar: other });
  expect((await getPage(`${origin}/admin/events`, jar)).status).toBe(200);
  const db = openTestDatabase("main");
  try {
    await db
      .updateTable("staff")
      .set({ two_factor_enabled: 1 })
      .where("email", "=", staff.email)
      .execute();
  } finally {
    await db.destroy();
  }
  const post = await postForm(`${origin}/admin/events`, { intent: "hide", id: "1" }, { jar });
  expect(post.status).toBe(401);
  const page = await getPage(`${origin}/admin/events`, other);
  expect(page.status).toBe(302);
  // The page's loaders check at once: the first ends the session and says why, a second one
  // may already find it gone; either way the browser is back at sign-in, signed out.
  expect(page.location).toMatch(/^\/admin\/login\?(notice=second-step|redirectTo=)/);
  expect((await getPage(`${origin}/admin/events`, other)).location).toMatch(/^\/admin\/login/);
  expect((await getPage(`${origin}/admin/login?notice=second-step`, other)).body).toContain(
    "Two-step sign-in is on for this account.",
  );
});

test("the second step is counted against the account its cookie names, however the cookie is written", async () => {
  const staff = await addTestStaff("staff");
  const jar = new CookieJar();
  await passwordStep(origin, staff, { jar });
  const { key } = await turnOnTwoStep(origin, jar);
  const secondStep = (cookie: string, code: string) =>
    fetch(`${origin}/admin/login/two-factor`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      body: new URLSearchParams({ code, kind: "app" }),
    });
  // A cookie naming no sign-in this site knows: back to sign in, no code checked.
  const unknown = await secondStep("staff.two_factor=not-a-sign-in.signature", "123456");
  expect(unknown.headers.get("location")).toBe("/admin/login?notice=expired");

  // Quoted, as Better Auth still reads it: read the same way here, so the code is taken…
  const first = new CookieJar();
  await passwordStep(origin, staff, { jar: first });
  const value = /staff\.two_factor=([^;]+)/.exec(first.header())?.[1] ?? "";
  expect(value).not.toBe("");
  const code = codeForKey(key, 1);
  const quoted = await secondStep(`staff.two_factor="${value}"`, code);
  expect(quoted.headers.get("location")).toBe("/admin");
  // …and cannot be used again, however the next cookie is written.
  const second = new CookieJar();
  await passwordStep(origin, staff, { jar: second });
  const again = /staff\.two_factor=([^;]+)/.exec(second.header())?.[1] ?? "";
  const replayed = await secondStep(`staff.two_factor = "${again}"`, code);
  expect([replayed.status, replayed.headers.get("location")]).toEqual([401, null]);
  expect(await replayed.text()).toContain("That code has already been used.");
});
