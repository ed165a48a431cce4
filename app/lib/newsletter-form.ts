import type { NewsletterAudience } from "~/content/newsletter";

// The newsletter form's field names and the server's answers, shared by the form and the
// action. The rules themselves are in newsletter-schema.server.ts: the browser checks the same
// ones with the inputs' own attributes (required, type="email"), so no validation library
// ships to it.

export const newsletterFields = {
  email: "EMAIL",
  audience: "tags",
  honeypot: "website",
  returnTo: "returnTo",
  anchor: "anchor",
  enhanced: "enhanced",
} as const;

export type NewsletterResult =
  | { status: "subscribed" }
  | {
      status: "invalid";
      fieldErrors: { email?: string };
      values: { email: string; audience: NewsletterAudience };
    }
  | { status: "limited"; message: string }
  | { status: "failed"; message: string };
