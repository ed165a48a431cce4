import { codeForKey, staffPassword, type TestStaff } from "./staff-helpers";

// Signing in over plain HTTP, as a script (or an attacker) does: each caller keeps its own
// cookies, so many half-done sign-ins can be held at once and sent in parallel.

export type Answer = { status: number; location: string; retryAfter: string; body: string };

export class CookieJar {
  readonly #cookies = new Map<string, string>();

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      if (/max-age=0/i.test(line) || value === "") this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  has(name: string): boolean {
    return [...this.#cookies.keys()].some((each) => each.endsWith(name));
  }
}

async function answerOf(response: Response, jar: CookieJar): Promise<Answer> {
  jar.take(response);
  return {
    status: response.status,
    location: response.headers.get("location") ?? "",
    retryAfter: response.headers.get("retry-after") ?? "",
    body: await response.text(),
  };
}

/** Posts a form as a browser without script would, keeping the cookies in `jar`. */
export async function postForm(
  url: string,
  fields: Record<string, string>,
  {
    jar = new CookieJar(),
    headers = {},
  }: { jar?: CookieJar; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: jar.header(),
      ...headers,
    },
    body: new URLSearchParams(fields),
  });
  return answerOf(response, jar);
}

/** A GET with the jar's cookies, without following redirects. */
export async function getPage(url: string, jar: CookieJar): Promise<Answer> {
  const response = await fetch(url, { redirect: "manual", headers: { Cookie: jar.header() } });
  return answerOf(response, jar);
}

/** The password step; with two-step sign-in on, the jar then holds the half-done sign-in. */
export function passwordStep(
  origin: string,
  staff: TestStaff,
  options: { jar?: CookieJar; password?: string; headers?: Record<string, string> } = {},
) {
  return postForm(
    `${origin}/admin/login`,
    { email: staff.email, password: options.password ?? staff.password },
    options,
  );
}

function unescapeHtml(text: string): string {
  return text.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'");
}

/**
 * Turns on two-step sign-in for the signed-in staff member in `jar`, as the account page does
 * without script. Answers the key as the page shows it and the confirming answer.
 */
export async function turnOnTwoStep(origin: string, jar: CookieJar) {
  const started = await postForm(
    `${origin}/admin/account`,
    { intent: "enable", password: staffPassword },
    { jar },
  );
  const uri = /name="totpURI" value="([^"]+)"/.exec(started.body)?.[1];
  if (!uri) throw new Error(`No enrolment on the account page (${started.status})`);
  const totpURI = unescapeHtml(uri);
  const key = new URL(totpURI).searchParams.get("secret") ?? "";
  const confirmed = await postForm(
    `${origin}/admin/account`,
    { intent: "confirm", code: codeForKey(key), totpURI },
    { jar },
  );
  return { key, confirmed };
}
