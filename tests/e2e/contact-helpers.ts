import type { Page } from "@playwright/test";
import { contactForm } from "~/content/contact-page";
import { openTestDatabase } from "./fixtures";

// The contact specs' shared parts: a valid message, filling the form, the toast, and the rows
// stored for an address.

export async function storedMessages(email: string, database: "main" | "limited" = "main") {
  const db = openTestDatabase(database);
  try {
    return await db.selectFrom("messages").selectAll().where("email", "=", email).execute();
  } finally {
    await db.destroy();
  }
}

export const valid = (email: string) => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email,
  phone: "(718) 555-0100",
  message: "When is the next orientation for my daughter, age 8?",
  side: "karate",
});

export async function fillForm(page: Page, values: ReturnType<typeof valid>) {
  const form = page.locator("form[data-contact-form]");
  await form.getByLabel(contactForm.labels.firstName).fill(values.firstName);
  await form.getByLabel(contactForm.labels.lastName).fill(values.lastName);
  await form.getByLabel(contactForm.labels.email, { exact: true }).fill(values.email);
  await form.getByLabel(contactForm.labels.phone).fill(values.phone);
  await form.getByLabel(contactForm.labels.message).fill(values.message);
  return form;
}

export const toast = (page: Page) => page.locator("[data-sonner-toast]");
