import { describe, expect, it } from "vitest";
import { contactForm } from "~/content/contact-page";
import { contactSchema, fieldErrorsOf, readContactForm } from "~/lib/contact-schema.server";

// The contact form's server-side rules (spec §5 plus our limits).

const valid = {
  firstName: " Ada ",
  lastName: "",
  email: " Ada@Example.COM ",
  phone: "+1 (718) 555-0100 ext. 12",
  message: " Hello ",
};

describe("contact form rules", () => {
  it("accepts a valid message, trimmed and with the address lower-cased", () => {
    expect(contactSchema.parse(valid)).toEqual({
      firstName: "Ada",
      lastName: "",
      email: "ada@example.com",
      phone: "+1 (718) 555-0100 ext. 12",
      message: "Hello",
    });
  });

  it.each([
    ["718.555.0100", true],
    ["7185550100", true],
    ["+44 20 7946 0958", true],
    ["555-01", false],
    ["1234567890123456", false],
    ["call me", false],
    ["718-555-0100; drop table", false],
  ])("phone %s is accepted: %s", (phone, ok) => {
    expect(contactSchema.safeParse({ ...valid, phone }).success).toBe(ok);
  });

  it("names each field's first problem", () => {
    const result = contactSchema.safeParse({
      firstName: "",
      lastName: "x".repeat(101),
      email: "nope",
      phone: "",
      message: "y".repeat(5001),
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsOf(result.error)).toEqual({
      firstName: contactForm.errors.firstNameMissing,
      lastName: contactForm.errors.lastNameLong,
      email: contactForm.errors.email,
      phone: contactForm.errors.phone,
      message: contactForm.errors.messageLong,
    });
  });

  it("reads the form: the side is karate unless yoga, the page a local path", () => {
    const form = new FormData();
    form.set("side", "chess");
    form.set("page", "https://evil.example.com/");
    form.set("company", "");
    expect(readContactForm(form)).toMatchObject({
      side: "karate",
      page: "/contact",
      honeypotFilled: false,
    });
    form.set("side", "yoga");
    form.set("page", "/yoga/contact");
    form.set("company", "Bots Inc.");
    expect(readContactForm(form)).toMatchObject({
      side: "yoga",
      page: "/yoga/contact",
      honeypotFilled: true,
    });
  });
});
