import { contactFields } from "~/lib/contact-form";
import { newsletterFields } from "~/lib/newsletter-form";
import {
  type FormContext,
  formPoster,
  boundary,
  hidden,
  multipart,
  urlencoded,
  without,
  withField,
} from "./hostile-form-posts";
import {
  accepted,
  crossSiteOrigin,
  type Endpoint,
  formType,
  imgMarker,
  type RequestSpec,
  scriptMarker,
} from "./hostile-request";

// Posts whose fields the form must refuse or clean: invalid and oversized values, control
// characters, pages and return paths that are not the site's, a filled honeypot.

export function addFormValueCases(endpoint: Endpoint, context: FormContext): void {
  const { port, sameSite } = context;
  const { post, fields, withValue, isContact, emailField } = formPoster(endpoint, context);
  // Field values the form must refuse: 400 and nothing stored.
  const invalid = (label: string, body: (marker: string) => Buffer, extra?: Partial<RequestSpec>) =>
    post("invalid field", label, body, [400], extra);
  // Control characters other than tab and newline: refused with 400, or removed before the
  // row is stored (QUALITY.md: "refused or removed before storage").
  const control = (label: string, body: (marker: string) => Buffer, extra?: Partial<RequestSpec>) =>
    post("control character", label, body, [400, ...accepted], {
      mayStoreCleaned: true,
      ...extra,
    });
  control(
    `NUL byte in ${emailField}`,
    withValue(emailField, (marker) => `${marker}\u0000@example.com`),
  );
  control(
    `control character (BEL) in ${emailField}`,
    withValue(emailField, (marker) => `${marker}@exa\u0007mple.com`),
  );
  invalid(
    `CR LF and a header in ${emailField}`,
    withValue(emailField, (marker) => `${marker}@example.com\r\nBcc: victim@example.com`),
  );
  invalid(`${emailField} twice (a field array)`, (marker) =>
    urlencoded([...fields(marker), [emailField, `second-${marker}@example.com`]]),
  );
  invalid(`${emailField} missing`, (marker) => urlencoded(without(fields(marker), emailField)));
  invalid("an empty body", () => Buffer.alloc(0));
  invalid("only the hidden fields", () =>
    urlencoded(
      isContact
        ? [
            [hidden.side, "karate"],
            [hidden.page, "/contact"],
          ]
        : [
            [newsletterFields.returnTo, "/"],
            [newsletterFields.anchor, "newsletter"],
          ],
    ),
  );
  invalid(
    `undecodable percent-encoding in ${isContact ? contactFields.phone : emailField}`,
    (marker) =>
      Buffer.from(
        `${urlencoded(without(fields(marker), isContact ? contactFields.phone : emailField))}` +
          `&${isContact ? contactFields.phone : emailField}=%E0%A4%A${isContact ? "" : marker}`,
      ),
  );
  invalid(`markup in the fields, ${emailField} invalid (the answer keeps the values)`, (marker) =>
    urlencoded(
      withField(
        isContact
          ? withField(
              withField(fields(marker), contactFields.firstName, scriptMarker),
              contactFields.lastName,
              imgMarker,
            )
          : fields(marker),
        emailField,
        `${imgMarker}${scriptMarker}${marker}`,
      ),
    ),
  );
  control(
    "a well-formed multipart post with a NUL byte in a field",
    (marker) =>
      multipart(withField(fields(marker), emailField, `${marker}\u0000@example.com`), boundary),
    { headers: { ...sameSite, "Content-Type": `multipart/form-data; boundary=${boundary}` } },
  );
  invalid(
    `a file where ${emailField} should be`,
    (marker) => {
      const rest = without(fields(marker), emailField);
      const head = multipart(rest, boundary).toString().replace(`--${boundary}--\r\n`, "");
      return Buffer.from(
        `${head}--${boundary}\r\nContent-Disposition: form-data; name="${emailField}"; ` +
          `filename="${marker}.txt"\r\nContent-Type: text/plain\r\n\r\n${marker}@example.com\r\n` +
          `--${boundary}--\r\n`,
      );
    },
    { headers: { ...sameSite, "Content-Type": `multipart/form-data; boundary=${boundary}` } },
  );
  invalid(
    "a 60 KB value of 1s, spaces and '!' (answered within 5 s)",
    withValue(isContact ? contactFields.phone : emailField, (marker) =>
      isContact ? `1${" ".repeat(60 * 1024)}!` : `${marker}${"1 ".repeat(30 * 1024)}!`,
    ),
    { timeoutMs: 5_000 },
  );

  if (isContact) {
    control(
      "NUL byte in firstName",
      withValue(contactFields.firstName, () => "Ada\u0000"),
    );
    control(
      "NUL byte in the message",
      withValue(contactFields.message, (marker) => `Hello\u0000 ${marker}`),
    );
    control(
      "control character (ESC) in lastName",
      withValue(contactFields.lastName, () => "Probe\u001b[31m"),
    );
    control(
      "control character (backspace) in the message",
      withValue(contactFields.message, (marker) => `Hello\u0008\u0008 ${marker}`),
    );
    control(
      "NUL byte in phone",
      withValue(contactFields.phone, () => "(718) 555-0100\u0000"),
    );
    invalid(
      "51 emoji in a 100-character firstName",
      withValue(contactFields.firstName, () => `${"😀".repeat(51)}${"a".repeat(49)}`),
    );
    invalid("firstName twice (a field array)", (marker) =>
      urlencoded([...fields(marker), [contactFields.firstName, "Bob"]]),
    );
    invalid("message twice (a field array)", (marker) =>
      urlencoded([...fields(marker), [contactFields.message, `second ${marker}`]]),
    );
    invalid("firstName[] (an array by name)", (marker) =>
      urlencoded([
        ...without(fields(marker), contactFields.firstName),
        [`${contactFields.firstName}[]`, "Ada"],
      ]),
    );
    invalid("message missing", (marker) =>
      urlencoded(without(fields(marker), contactFields.message)),
    );
    invalid("firstName missing", (marker) =>
      urlencoded(without(fields(marker), contactFields.firstName)),
    );
  } else {
    invalid(`${hidden.tags} twice (a field array)`, (marker) =>
      urlencoded([...fields(marker), [hidden.tags, "yoga"]]),
    );
    invalid(`${newsletterFields.email}[] (an array by name)`, (marker) =>
      urlencoded([
        ...without(fields(marker), newsletterFields.email),
        [`${newsletterFields.email}[]`, `${marker}@example.com`],
      ]),
    );
  }

  // A page or return path that is not one of the site's: 400, or a normal answer that stores
  // a real site page.
  const pageField = isContact ? hidden.page : newsletterFields.returnTo;
  const pageValues = [
    "/../../etc/passwd",
    "/.//evil.com",
    "//evil.com",
    `${crossSiteOrigin}/`,
    "/\\evil.com",
    "javascript:alert(1)",
    `/${"a/".repeat(300)}`,
  ];
  for (const value of pageValues) {
    post(
      "page / return path",
      `${pageField}=${value.length > 40 ? `${value.slice(0, 20)}… (${value.length} chars)` : value}`,
      withValue(pageField, () => value),
      [400, ...accepted],
      { mayStoreOnSitePage: true },
    );
  }
  if (isContact) {
    post(
      "page / return path",
      `${hidden.side}=${scriptMarker}`,
      withValue(hidden.side, () => scriptMarker),
      [400, ...accepted],
      { mayStoreOnSitePage: true },
    );
  } else {
    post(
      "page / return path",
      `${hidden.tags}=admin`,
      withValue(hidden.tags, () => "admin"),
      [400, ...accepted],
      { mayStoreOnSitePage: true },
    );
    post(
      "page / return path",
      `${newsletterFields.anchor} with markup, ${newsletterFields.email} invalid`,
      (marker) =>
        urlencoded(
          withField(
            withField(fields(marker), newsletterFields.anchor, imgMarker),
            newsletterFields.email,
            `not-an-address-${marker}`,
          ),
        ),
      [400],
    );
  }

  // A filled honeypot: the same answer as a person gets, and nothing stored.
  post(
    "honeypot",
    "the honeypot filled",
    withValue(isContact ? contactFields.honeypot : newsletterFields.honeypot, () => "Bots Inc."),
    accepted,
  );

  // Bodies over 64 KB: 413.
  const padding = "x".repeat(70 * 1024);
  post(
    "oversized body",
    "a 70 KB body with a Content-Length",
    (marker) => urlencoded([...fields(marker), ["padding", padding]]),
    [413],
  );
  post(
    "oversized body",
    "a 70 KB body in chunks, without a Content-Length (413, or 411 for chunks at all)",
    (marker) => urlencoded([...fields(marker), ["padding", padding]]),
    [411, 413],
    {
      raw: true,
      chunked: true,
      headers: { ...sameSite, Host: `localhost:${port}`, "Content-Type": formType },
    },
  );
}
