import { studio } from "./studio";

// The karate store, /store (spec §2 "Store"): the provider's store widget and a help section.

export const storePage = {
  eyebrow: "Dojo Store",
  title: "Store",
  // @draft-copy: the store's introduction, description and help section
  intro: "Passes, memberships and dojo gear, sold through our booking site.",
  description: `Buy passes, memberships and gear from the ${studio.name} store.`,
  widgetTitle: "Dojo Store",
  helpHeading: "Need Help?",
  helpText:
    "Not sure which pass or membership fits, or what gear a class needs? Ask us before you buy.",
  helpLink: "Contact Us",
} as const;
