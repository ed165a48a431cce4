import { Buffer } from "node:buffer";
import { contactPage } from "~/content/contact-page";
import { contactFields } from "~/lib/contact-form";
import { newsletterFields } from "~/lib/newsletter-form";
import {
  type AddRequest,
  crossSiteOrigin,
  type Endpoint,
  formType,
  type RequestSpec,
} from "./hostile-request";

// Posts to the form endpoints in the hostile-requests table: the fields a valid post carries,
// how a body is written, and the cases of a body the server must refuse whole (a content type it
// does not read, a body it cannot parse, a post from another site). What the fields hold is in
// hostile-form-values.ts.

export type Pairs = [string, string][];

/** A post's fields as name–value pairs, so a field can repeat or be left out. */
export function validFields(endpoint: Endpoint, marker: string): Pairs {
  if (endpoint.form === "newsletter") {
    return [
      [newsletterFields.email, `${marker}@example.com`],
      [hidden.tags, "karate"],
      [newsletterFields.returnTo, "/"],
      [newsletterFields.anchor, "newsletter"],
    ];
  }
  const yoga = endpoint.path.startsWith("/yoga");
  return [
    [contactFields.firstName, "Ada"],
    [contactFields.lastName, "Probe"],
    [contactFields.email, `${marker}@example.com`],
    [contactFields.phone, "(718) 555-0100"],
    [contactFields.message, `A hostile-request probe, ${marker}.`],
    [hidden.side, yoga ? "yoga" : "karate"],
    [hidden.page, yoga ? contactPage.sides.yoga.path : contactPage.sides.karate.path],
  ];
}

export function withField(fields: Pairs, name: string, value: string): Pairs {
  return fields.some(([key]) => key === name)
    ? fields.map(([key, old]) => [key, key === name ? value : old])
    : [...fields, [name, value]];
}

export function without(fields: Pairs, name: string): Pairs {
  return fields.filter(([key]) => key !== name);
}

export const urlencoded = (fields: Pairs) => Buffer.from(new URLSearchParams(fields).toString());

export function multipart(fields: Pairs, boundary: string): Buffer {
  const parts = fields.map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.from(`${parts.join("")}--${boundary}--\r\n`);
}

/**
 * The hidden fields a hostile client sends whatever the forms currently render: the contact
 * form's side and page, the newsletter's tags (its side).
 */
export const hidden = { side: "side", page: "page", tags: "tags" } as const;

export const boundary = "----hostileBoundary7MA4YWxkTrZu0gW";

/** The test server's origin and port, and the headers of a post from the site itself. */
export type FormContext = {
  add: AddRequest;
  port: number;
  ownOrigin: string;
  sameSite: Record<string, string>;
};

/** A post to `endpoint` and the valid fields it starts from. */
export function formPoster(endpoint: Endpoint, { add, sameSite }: FormContext) {
  const post = (
    group: string,
    label: string,
    body: (marker: string) => Buffer | undefined,
    expectStatus: readonly number[] | undefined,
    extra: Partial<RequestSpec> = {},
  ) =>
    add({
      group,
      label,
      endpoint,
      method: "POST",
      path: endpoint.path,
      headers: { ...sameSite, "Content-Type": formType },
      body,
      expectStatus,
      ...extra,
    });
  const fields = (marker: string) => validFields(endpoint, marker);
  const withValue = (name: string, value: (marker: string) => string) => (marker: string) =>
    urlencoded(withField(fields(marker), name, value(marker)));
  const isContact = endpoint.form === "contact";
  const emailField = isContact ? contactFields.email : newsletterFields.email;

  return { post, fields, withValue, isContact, emailField };
}

/** Bodies refused whole: 415 for a content type, 400 for an unreadable body, 403 cross-site. */
export function addFormEnvelopeCases(endpoint: Endpoint, context: FormContext): void {
  const { port, ownOrigin, sameSite } = context;
  const { post, fields } = formPoster(endpoint, context);
  // A content type the form endpoints do not read: 415.
  const asJson = (marker: string) =>
    Buffer.from(JSON.stringify(Object.fromEntries(fields(marker))));
  const asText = (marker: string) => urlencoded(fields(marker));
  const asXml = (marker: string) =>
    Buffer.from(
      `<?xml version="1.0"?><form>${fields(marker)
        .map(([key, value]) => `<${key}>${value}</${key}>`)
        .join("")}</form>`,
    );
  post("content type", "no Content-Type", asText, [415], {
    raw: true,
    headers: { ...sameSite, Host: `localhost:${port}` },
  });
  post("content type", "Content-Type: application/json", asJson, [415], {
    headers: { ...sameSite, "Content-Type": "application/json" },
  });
  post("content type", "Content-Type: text/plain", asText, [415], {
    headers: { ...sameSite, "Content-Type": "text/plain" },
  });
  post("content type", "Content-Type: application/xml", asXml, [415], {
    headers: { ...sameSite, "Content-Type": "application/xml" },
  });
  post("content type", "Content-Type: application/octet-stream", asText, [415], {
    headers: { ...sameSite, "Content-Type": "application/octet-stream" },
  });

  // A body the server cannot read: 400 (415 also for multipart without a boundary).
  const goodMultipart = (marker: string) => multipart(fields(marker), boundary);
  post("unreadable body", "multipart/form-data without a boundary", goodMultipart, [400, 415], {
    headers: { ...sameSite, "Content-Type": "multipart/form-data" },
  });
  post(
    "unreadable body",
    "multipart whose body has no boundary lines",
    (marker) => Buffer.from(`this is not multipart ${marker}\r\n\r\n--\r\n`),
    [400],
    { headers: { ...sameSite, "Content-Type": `multipart/form-data; boundary=${boundary}` } },
  );
  post(
    "unreadable body",
    "truncated multipart (cut inside a part, no closing boundary)",
    (marker) => {
      const whole = goodMultipart(marker);
      return whole.subarray(0, Math.floor(whole.length * 0.6));
    },
    [400],
    { headers: { ...sameSite, "Content-Type": `multipart/form-data; boundary=${boundary}` } },
  );
  post(
    "unreadable body",
    "multipart whose body uses another boundary than its header",
    goodMultipart,
    [400],
    {
      headers: {
        ...sameSite,
        "Content-Type": "multipart/form-data; boundary=somethingElseEntirely",
      },
    },
  );
  post(
    "unreadable body",
    "multipart with a part that has no Content-Disposition",
    (marker) =>
      Buffer.from(
        `--${boundary}\r\nContent-Type: text/plain\r\n\r\n${marker}\r\n--${boundary}--\r\n`,
      ),
    [400],
    { headers: { ...sameSite, "Content-Type": `multipart/form-data; boundary=${boundary}` } },
  );

  // A post from another site: 403, whatever its content.
  const crossSite = (label: string, headers: Record<string, string>, multi = false) =>
    post("cross-site", label, multi ? goodMultipart : asText, [403], {
      headers: {
        "Content-Type": multi ? `multipart/form-data; boundary=${boundary}` : formType,
        ...headers,
      },
    });
  crossSite(`Origin: ${crossSiteOrigin}`, { Origin: crossSiteOrigin });
  crossSite("Sec-Fetch-Site: cross-site (no Origin)", { "Sec-Fetch-Site": "cross-site" });
  crossSite(
    `Origin: ${crossSiteOrigin} with Sec-Fetch-Site: cross-site, multipart`,
    {
      Origin: crossSiteOrigin,
      "Sec-Fetch-Site": "cross-site",
    },
    true,
  );
  crossSite("Origin: null (a sandboxed frame or a data: page)", { Origin: "null" });
  crossSite(`Origin: ${ownOrigin}.evil.example (the site's origin as a prefix)`, {
    Origin: `${ownOrigin}.evil.example`,
  });
}
