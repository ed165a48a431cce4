// The staff area's newsletter subscribers page.

export const subscribersText = {
  heading: "Subscribers",
  subscribed: "Subscribed",
  unsubscribed: "Unsubscribed",
  allStates: "Everyone",
  searchLabel: "Search addresses",
  unsubscribe: "Unsubscribe",
  erase: "Erase",
  eraseQuestion: (email: string) =>
    `Erase ${email} from every list? This removes the address for good, as a request to be forgotten asks.`,
  since: "Since",
  source: "Signed up on",
  empty: "No subscribers match.",
  /** A search of one or two characters looks through the newest sign-ups only. */
  shortSearch: (count: string) =>
    `A search of one or two characters looks through the newest ${count} sign-ups only. Type three or more to search them all.`,
  undoTooLate: (minutes: number) =>
    `That can no longer be undone: it was more than ${minutes} minutes ago, or the address has changed since.`,
  unsubscribedNotice: (email: string, side: string) =>
    `Unsubscribed ${email} from the ${side} newsletter.`,
} as const;
