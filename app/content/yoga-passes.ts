import type { PassWords } from "~/model/passes";
import { provider } from "./provider";
import { studio } from "./studio";

// The class passes, /yoga/store (spec §3 "Pass", §9 "Passes").

export const passesPage = {
  eyebrow: "Class Passes",
  title: "Passes & Gift Cards",
  // @draft-copy: the store page's introduction and description
  intro:
    "Buy a single class or save with a bundle. Passes are bought and used on our booking site.",
  /** With the lowest single-class price, formatted. */
  description: (from: string | null) =>
    `Aerial yoga and barre class passes at ${studio.yogaName}: single classes${from ? ` from ${from}` : ""}, 5- and 10-class bundles, and gift cards.`,
  groups: {
    aerial: "Aerial Yoga",
    barre: "Barre",
    gift: "Gift Cards",
  },
  buyLabel: "Buy Now",
  selectAmount: "Select amount",
  // @draft-copy: the gift card's line (the spec gives no validity)
  giftValidity: "Choose the amount at checkout.",
} as const;

// @placeholder: each pass's purchase page on the provider's site
const buyAt = (id: string) => `${provider.pages.store}?pass=${id}`;

/** Each pass's words and link; its price is the staff's (Prices), by the pass's id. */
export const passes: PassWords[] = [
  {
    id: "aerial-single",
    kind: "aerial",
    title: "Aerial One Class",
    classes: 1,
    validity: "Does not expire",
    buyUrl: buyAt("aerial-single"),
  },
  {
    id: "aerial-5",
    kind: "aerial",
    title: "Aerial 5 Class Bundle",
    classes: 5,
    validity: "Valid for 3 months after first use",
    buyUrl: buyAt("aerial-5"),
  },
  {
    id: "aerial-10",
    kind: "aerial",
    title: "Aerial 10 Class Bundle",
    classes: 10,
    validity: "Valid for 4 months",
    buyUrl: buyAt("aerial-10"),
  },
  {
    id: "barre-single",
    kind: "barre",
    title: "Barre One Class",
    classes: 1,
    validity: "No expiry",
    buyUrl: buyAt("barre-single"),
  },
  {
    id: "barre-5",
    kind: "barre",
    title: "Barre 5 Class Bundle",
    classes: 5,
    validity: "Valid for 3 months",
    buyUrl: buyAt("barre-5"),
  },
  {
    id: "barre-10",
    kind: "barre",
    title: "Barre 10 Class Bundle",
    classes: 10,
    validity: "Valid for 4 months",
    buyUrl: buyAt("barre-10"),
  },
  {
    id: "gift-card",
    kind: "gift",
    title: "Gift Card",
    classes: null,
    validity: passesPage.giftValidity,
    buyUrl: buyAt("gift-card"),
  },
];
