// The staff area's Deliveries page and the delivery states shown beside messages and sign-ups
// (app/services/delivery/).

export const deliveriesText = {
  heading: "Deliveries",
  intro:
    "Contact messages go to the studio's email and the form service, and newsletter sign-ups to the mailing list, from here. Each is kept on the site first, so a delivery that fails loses nothing: it is tried again for a day, then listed as failed until someone retries it.",
  notConfigured:
    "No delivery is configured: messages and sign-ups are kept here in the staff area only. The settings are listed in the README.",
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
  delivered: (count: number) => `${count} delivered in all.`,
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
    kept: "Kept here only",
    waiting: "Sending",
    retrying: "Retrying",
    delivered: "Delivered",
    failed: "Delivery failed",
  },
  deliveryHeading: "Delivery",
} as const;
