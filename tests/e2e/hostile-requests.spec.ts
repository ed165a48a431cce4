import { writeFile } from "node:fs/promises";
import { connect } from "node:net";
// Playwright's own test, not ./fixtures' one: that opens a browser page, and no page is needed.
import { type APIRequestContext, expect, test } from "@playwright/test";
import { openTestDatabase } from "./fixtures";
import { type HostileRequest, reflectionMarkers } from "./hostile-request";
import { hostileRequests, sitePagePaths } from "./hostile-requests-table";
import { type Answer, describeRequest, sendRaw } from "./raw-http";

// Malformed and hostile requests against every endpoint of the site (QUALITY.md, "Bad input
// gets a clear answer and loses nothing"). The table in hostile-requests-table.ts crosses the
// endpoints with the requests that fit each; every answer is checked against the contract:
// never a 5xx, the specific 4xx where one is defined, the security headers on every answer, no
// markup echoed unescaped into HTML, no redirect off the site, and nothing stored. All
// violations are collected and reported together, one line each.

const port = Number(process.env.E2E_PORT ?? 3100);
const ownOrigin = `http://localhost:${port}`;
const minimumRequests = 200;
// A few at a time: quicker than one by one, and gentle with a two-core machine.
const concurrency = 4;

const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function send(request: APIRequestContext, probe: HostileRequest): Promise<Answer> {
  if (probe.raw) return sendRaw(port, probe);
  try {
    const response = await request.fetch(probe.path, {
      method: probe.method,
      headers: probe.headers,
      data: probe.body,
      maxRedirects: 0,
      failOnStatusCode: false,
      timeout: probe.timeoutMs,
    });
    return { status: response.status(), headers: response.headers(), body: await response.text() };
  } catch (error) {
    return { error: error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error) };
  }
}

function statusList(statuses: readonly number[]): string {
  if (statuses.length === 100 && statuses[0] === 400) return "a 4xx";
  return statuses.join(" or ");
}

const oneLine = (text: string, length = 140) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > length ? `${flat.slice(0, length)}…` : flat;
};

/** A body in a few words: an HTML page by its title or first heading, anything else by its start. */
function gist(body: string): string {
  if (body === "") return "an empty body";
  if (!/^\s*<!DOCTYPE html/i.test(body)) return oneLine(body, 100);
  const text = (pattern: RegExp) =>
    oneLine((pattern.exec(body)?.[1] ?? "").replace(/<[^>]*>/g, ""), 60);
  const title = text(/<title[^>]*>([\s\S]*?)<\/title>/i);
  const heading = text(/<h1[^>]*>([\s\S]*?)<\/h1>/i);
  if (title) return `an HTML page titled "${title}"`;
  return heading ? `an HTML page headed "${heading}"` : "an HTML page";
}

/** What is wrong with one answer; empty when it keeps the contract. */
function problemsOf(probe: HostileRequest, answer: Answer): string[] {
  if ("error" in answer) return [`no answer: ${answer.error}`];
  const { status, headers, body } = answer;
  const problems: string[] = [];

  if (status >= 500) problems.push(`answered ${status} (${gist(body)})`);
  else if (probe.expectStatus && !probe.expectStatus.includes(status)) {
    problems.push(`answered ${status}, expected ${statusList(probe.expectStatus)}`);
  }

  if (status === 429 && !headers["retry-after"]) problems.push("429 without Retry-After");

  if (status === 405) {
    const allow = headers.allow;
    if (allow === undefined) problems.push("405 without an Allow header");
    else {
      const listed = allow.split(",").map((method) => method.trim().toUpperCase());
      if (listed.includes(probe.method)) problems.push(`Allow: ${allow} lists the refused method`);
      if (probe.endpoint.exists) {
        const missing = probe.endpoint.takes.filter((m) => m !== "HEAD" && !listed.includes(m));
        if (missing.length > 0) problems.push(`Allow: ${allow} leaves out ${missing.join(", ")}`);
      }
    }
  }

  if (headers["x-content-type-options"] !== "nosniff") {
    problems.push("no X-Content-Type-Options: nosniff");
  }
  if (!headers["content-security-policy"]) problems.push("no Content-Security-Policy");

  const contentType = headers["content-type"] ?? "";
  if (contentType.includes("text/html") || (contentType === "" && body !== "")) {
    for (const marker of reflectionMarkers) {
      if (body.includes(marker)) {
        problems.push(`echoes ${marker} unescaped in ${contentType || "an untyped answer"}`);
      }
    }
  }

  const location = headers.location;
  if (location !== undefined) {
    let target: URL | undefined;
    try {
      target = new URL(location, `${ownOrigin}/`);
    } catch {
      problems.push(`redirects to an unreadable Location: ${oneLine(location, 80)}`);
    }
    if (target && (target.origin !== ownOrigin || /^\s*[/\\]{2}/.test(location))) {
      problems.push(`redirects off the site: Location: ${oneLine(location, 80)}`);
    }
  }

  for (const text of probe.forbiddenInBody ?? []) {
    if (body.includes(text)) problems.push(`the body contains ${JSON.stringify(text)}`);
  }
  if (status >= 400 && (/\n\s+at \S.*:\d+:\d+\)?/.test(body) || body.includes("node_modules/"))) {
    problems.push("a stack trace in the body");
  }
  return problems;
}

/** Rows this run stored, with the request each came from (by its marker). */
async function storedRows() {
  const like = `%hostile-${runId}-%`;
  const db = openTestDatabase();
  try {
    const messages = await db
      .selectFrom("messages")
      .selectAll()
      .where((eb) =>
        eb.or(
          (["email", "message", "first_name", "last_name", "phone", "page"] as const).map(
            (column) => eb(column, "like", like),
          ),
        ),
      )
      .execute();
    const subscribers = await db
      .selectFrom("subscribers")
      .selectAll()
      .where((eb) => eb.or([eb("email", "like", like), eb("source_page", "like", like)]))
      .execute();
    return [
      ...messages.map((row) => ({ table: "messages", page: row.page, row })),
      ...subscribers.map((row) => ({ table: "subscribers", page: row.source_page, row })),
    ];
  } finally {
    await db.destroy();
  }
}

test("hostile requests on every endpoint: a clear 4xx, safe headers, nothing echoed or stored", async ({
  request,
}, testInfo) => {
  test.setTimeout(600_000);

  const home = await request.get("/");
  const existingAsset = /\/assets\/[\w.-]+\.(?:js|css)/.exec(await home.text())?.[0];
  expect(existingAsset, "the home page links a built file under /assets/").toBeTruthy();

  const table = hostileRequests({ port, runId, existingAsset: existingAsset ?? "" });
  const violations: string[] = [];
  const answered: string[] = [];
  let sent = 0;

  let next = 0;
  const worker = async () => {
    while (next < table.length) {
      const probe = table[next++];
      if (!probe) continue;
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: probe.burst?.copies ?? 1 }, () => send(request, probe)),
      );
      sent += answers.length;
      for (const answer of answers) {
        const status = "error" in answer ? `no answer (${answer.error})` : String(answer.status);
        answered.push(`${describeRequest(probe, port)} → ${status} in ${Date.now() - started} ms`);
        for (const problem of problemsOf(probe, answer)) {
          violations.push(`${describeRequest(probe, port)} → ${problem}`);
        }
      }
      if (probe.burst) {
        const { checkedStatus, mostChecked } = probe.burst;
        const checked = answers.filter(
          (answer) => !("error" in answer) && answer.status === checkedStatus,
        ).length;
        if (checked > mostChecked) {
          violations.push(
            `${describeRequest(probe, port)} → ${checked} of ${answers.length} answered ${checkedStatus}, at most ${mostChecked} may be`,
          );
        }
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));

  const byNumber = new Map(table.map((probe) => [probe.n, probe]));
  for (const { table: tableName, page, row } of await storedRows()) {
    const n = Number(new RegExp(`hostile-${runId}-(\\d{4})`).exec(JSON.stringify(row))?.[1]);
    const probe = byNumber.get(n);
    const where = probe ? describeRequest(probe, port) : `an unknown request (row ${row.id})`;
    if (probe?.mayStoreOnSitePage && sitePagePaths.has(page)) continue;
    // Tab and newline may stay in a message; any other control character must be gone.
    // oxlint-disable-next-line no-control-regex
    const controls = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
    if (
      probe?.mayStoreCleaned &&
      !Object.values(row).some((value) => controls.test(String(value)))
    ) {
      continue;
    }
    violations.push(
      `${where} → stored a row in ${tableName} (page ${JSON.stringify(oneLine(page, 60))})`,
    );
  }

  // Violations of one kind together ([group]), then in table order.
  const byN = (line: string) => Number(/^#(\d+)/.exec(line)?.[1] ?? 0);
  const groupOf = (line: string) => /\[([^\]]+)\]/.exec(line)?.[1] ?? "";
  answered.sort((a, b) => byN(a) - byN(b));
  violations.sort((a, b) => groupOf(a).localeCompare(groupOf(b)) || byN(a) - byN(b));
  // Every request with its status and time, kept with the test's results to read after a run.
  const answersPath = testInfo.outputPath("answers.txt");
  await writeFile(answersPath, `${answered.join("\n")}\n`);
  await testInfo.attach("answers", { path: answersPath, contentType: "text/plain" });

  expect(sent, "hostile requests sent").toBeGreaterThanOrEqual(minimumRequests);
  expect(
    violations.length,
    `${violations.length} violations in ${sent} hostile requests, one a line ` +
      `(#number [group] METHOD path (headers) — the request → what was wrong):\n` +
      violations.join("\n"),
  ).toBe(0);
});

test("an upload refused before its body is read closes the connection at once", async () => {
  // A visitor who is not signed in declares a 50 MB upload and sends it slowly: the answer (401)
  // comes before the body, and the connection is closed rather than held while it dribbles in.
  const socket = connect(port, "127.0.0.1");
  await new Promise<void>((resolve) => socket.once("connect", resolve));
  const started = Date.now();
  socket.write(
    "POST /resources HTTP/1.1\r\nHost: localhost\r\n" +
      "Content-Type: multipart/form-data; boundary=hostile\r\nContent-Length: 50000000\r\n\r\n",
  );
  const dribble = setInterval(() => {
    if (!socket.destroyed && socket.writable) socket.write("x".repeat(1024));
  }, 100);
  let received = "";
  socket.on("data", (chunk) => (received += chunk.toString("latin1")));
  socket.on("error", () => {});
  const closedAfter = await new Promise<number>((resolve) => {
    const timer = setTimeout(() => resolve(Number.POSITIVE_INFINITY), 10_000);
    socket.once("close", () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
  });
  clearInterval(dribble);
  socket.destroy();
  expect(received).toMatch(/^HTTP\/1\.1 401 /);
  expect(received).toMatch(/\r\nConnection: close\r\n/i);
  expect(closedAfter).toBeLessThan(2_000);
});
