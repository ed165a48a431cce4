// The staff area's Deliveries page and the delivery states shown beside messages and sign-ups
// (app/services/delivery/).

export const deliveriesText = {
  heading: "Deliveries",
  intro:
    "Contact messages go to the studio's email and the form service, and newsletter sign-ups to the mailing list, from here. Each is kept on the site first, so a delivery that fails loses nothing: it is tried again for a day, then listed as failed until someone retries it.",
  notConfigured:
    "Nothing is sent anywhere: contact messages and newsletter sign-ups are kept here in the staff area only, for you to read.",
  notSetUpHeading: "Not set up",
  /** What each outside service needs, in plain words, and who sets it. */
  notSetUp: {
    smtp: "Emails to the studio are not being sent. Ask whoever runs the server to set SMTP_URL, the address of the studio's mail server (and, if the studio's mailbox is not the one on the site, STUDIO_EMAIL).",
    "form-service":
      "Messages are not passed to the form service. To use it, ask whoever runs the server to set FORM_SERVICE_URL and FORM_SERVICE_KEY, from the form service's account.",
    "mailing-provider":
      "Newsletter sign-ups are not sent to a mailing list. To send them, ask whoever runs the server to set MAILING_API_KEY and MAILING_LIST_ID, from the mailing provider's account.",
  },
  settingsWho:
    "These are settings of the server, not of the staff area: only whoever runs the server can change them, and the site uses them from its next restart.",
  configured: "Delivering to",
  failedHeading: "Failed",
  failedEmpty: "No delivery has failed.",
  retryingHeading: "Being tried again",
  retryingEmpty: "Nothing is waiting for another try.",
  retryNow: "Retry now",
  retryAll: "Retry all",
  retrying: "Retrying…",
  lastError: "Last error",
  attempts: (count: number) => `${count} attempt${count === 1 ? "" : "s"}`,
  nextTry: "Next try",
  gaveUp: "Given up",
  written: "Written",
  open: "Open",
  delivered: (count: number, more: boolean) =>
    more
      ? `More than ${count.toLocaleString("en-US")} delivered in all.`
      : `${count.toLocaleString("en-US")} delivered in all.`,
  targets: {
    "form-service": "Form service",
    smtp: "Email",
    "mailing-provider": "Mailing list",
  },
  kinds: {
    "contact-form": "Contact message",
    "contact-email": "Contact message",
    "sign-up": "Newsletter sign-up",
    unsubscribe: "Unsubscribe",
    erase: "Erase an address",
    "staff-link": "Password link",
    unknown: "Unknown",
  },
  states: {
    kept: "Not emailed — read it here",
    waiting: "Sending",
    retrying: "Retrying",
    delivered: "Delivered",
    failed: "Delivery failed",
  },
  /** A sign-up with nowhere to go: the "kept" state of a subscriber. */
  keptSignUp: "Not sent to a mailing list",
  deliveryHeading: "Delivery",
} as const;
