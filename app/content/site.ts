// Site-wide words: page chrome, the not-found page and the error screen (spec §2, §8).

export const siteText = {
  skipLink: "Skip to content",
  /** Read after a link that opens another site in a new tab. */
  newTab: "(opens in a new tab)",
  menuOpen: "Open menu",
  menuClose: "Close menu",
  notFound: {
    title: "Path Not Found",
    text: "The path you seek does not exist...",
    returnLabel: "Return to",
  },
  error: {
    heading: "Unexpected Application Error!",
    fallbackMessage: "Something went wrong",
    /** Before the request's id, which a studio can quote when it reports the fault. */
    reference: "Reference:",
  },
  footer: {
    followUs: "Follow us",
    visitUs: "Visit us",
    getInTouch: "Get in touch",
  },
  // @draft-copy: the site-wide description, written from the spec's facts
  description:
    "Traditional Shotokan karate since 1979, yoga, aerial yoga and barre, and chess in a coastal New York neighbourhood.",
} as const;
