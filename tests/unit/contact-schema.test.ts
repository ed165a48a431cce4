import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { contactForm } from "~/content/contact-page";
import { fieldErrors } from "~/lib/form-reply";
import { contactSchema } from "~/services/messages/schema";

// The contact form's server-side rules (spec §5 plus our limits), read from a posted form through
// Conform, as the routes read it.

const valid = {
  firstName: " Ada ",
  lastName: "",
  email: " Ada@Example.COM ",
  phone: "+1 (718) 555-0100 ext. 12",
  message: " Hello ",
  side: "karate",
};

function post(values: Record<string, string | string[]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    for (const one of [value].flat()) form.append(name, one);
  }
  return parseWithZod(form, { schema: contactSchema, disableAutoCoercion: true });
}

function errorsOf(values: Record<string, string | string[]>) {
  return fieldErrors(post(values).reply());
}

describe("contact form rules", () => {
  it("accepts a valid message, trimmed and with the address lower-cased", () => {
    const submission = post(valid);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toEqual({
      firstName: "Ada",
      lastName: "",
      email: "ada@example.com",
      phone: "+1 (718) 555-0100 ext. 12",
      message: "Hello",
      side: "karate",
    });
  });

  it.each([
    ["718.555.0100", true],
    ["7185550100", true],
    ["+44 20 7946 0958", true],
    ["(718) 555-0100 x7", true],
    ["555-01", false],
    ["1234567890123456", false],
    ["call me", false],
    ["718-555-0100; drop table", false],
  ])("phone %s is accepted: %s", (phone, ok) => {
    expect(post({ ...valid, phone }).status === "success").toBe(ok);
  });

  it("names each field's first problem", () => {
    expect(
      errorsOf({
        firstName: "",
        lastName: "x".repeat(101),
        email: "nope",
        phone: "",
        message: "y".repeat(5001),
        side: "karate",
      }),
    ).toEqual({
      firstName: contactForm.errors.firstNameMissing,
      lastName: contactForm.errors.lastNameLong,
      email: contactForm.errors.email,
      phone: contactForm.errors.phone,
      message: contactForm.errors.messageLong,
    });
  });

  it("removes control characters, keeping a message's lines and tabs", () => {
    const submission = post({
      ...valid,
      firstName: "Ada\u0000\u001b[31m",
      message: "line one\r\nline\ttwo\u0000 hidden\u0008",
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.firstName).toBe("Ada[31m");
    expect(submission.value.message).toBe("line one\nline\ttwo hidden");
  });

  it("counts limits in UTF-16 code units, as the browser's maxlength does", () => {
    expect(post({ ...valid, firstName: "😀".repeat(50) }).status).toBe("success");
    expect(errorsOf({ ...valid, firstName: "😀".repeat(51) })).toEqual({
      firstName: contactForm.errors.firstNameLong,
    });
  });

  it("refuses a side other than karate or yoga, and a field sent twice", () => {
    expect(Object.keys(errorsOf({ ...valid, side: "chess" }))).toEqual(["side"]);
    expect(Object.keys(errorsOf({ ...valid, firstName: ["Ada", "Bob"] }))).toEqual(["firstName"]);
  });

  it("refuses a 60 KB phone number at once, by its length, before any pattern", () => {
    const phone = "1 !".repeat(20_000);
    const started = performance.now();
    expect(errorsOf({ ...valid, phone })).toEqual({ phone: contactForm.errors.phone });
    // Generous: the old pattern took seconds on this input.
    expect(performance.now() - started).toBeLessThan(200);
  });
});
