// The newsletter block (spec §3 "Newsletter form", §9 "Newsletter text").

export const newsletter = {
  heading: "Stay Connected with Our Community",
  text: "Join our community for exclusive updates, events, and mindset strategies",
  privacyNote: "We respect your privacy. Unsubscribe at any time.",
  emailLabel: "Email address",
  emailPlaceholder: "you@example.com",
  submitLabel: "Subscribe",
  pendingLabel: "Subscribing...",
  // @draft-copy: the sign-up confirmation (the spec leaves the provider's wording unshown)
  success: "You're signed up. Watch your inbox for news from the dojo.",
  invalidEmail: "Please enter a valid email address.",
  tooMany: "Too many sign-ups from this connection. Please try again in a few minutes.",
  failure: "Something went wrong. Please try again.",
  pageTitle: "Newsletter",
  backLink: "Back to the home page",
} as const;
