import { formatPrice } from "~/model/prices";
import type { Pass } from "~/model/passes";
import { prices } from "./prices";
import { provider } from "./provider";
import { studio } from "./studio";

// The class passes, /yoga/store (spec §3 "Pass", §9 "Passes").

export const passesPage = {
  eyebrow: "Class Passes",
  title: "Passes & Gift Cards",
  // @draft-copy: the store page's introduction and description
  intro:
    "Buy a single class or save with a bundle. Passes are bought and used on our booking site.",
  description: `Aerial yoga and barre class passes at ${studio.yogaName}: single classes from ${formatPrice(prices.barreSingleCents)}, 5- and 10-class bundles, and gift cards.`,
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

export const passes: Pass[] = [
  {
    id: "aerial-single",
    kind: "aerial",
    title: "Aerial One Class",
    priceCents: prices.aerialSingleCents,
    classes: 1,
    validity: "Does not expire",
    buyUrl: buyAt("aerial-single"),
  },
  {
    id: "aerial-5",
    kind: "aerial",
    title: "Aerial 5 Class Bundle",
    priceCents: prices.aerialFiveCents,
    classes: 5,
    validity: "Valid for 3 months after first use",
    buyUrl: buyAt("aerial-5"),
  },
  {
    id: "aerial-10",
    kind: "aerial",
    title: "Aerial 10 Class Bundle",
    priceCents: prices.aerialTenCents,
    classes: 10,
    validity: "Valid for 4 months",
    buyUrl: buyAt("aerial-10"),
  },
  {
    id: "barre-single",
    kind: "barre",
    title: "Barre One Class",
    priceCents: prices.barreSingleCents,
    classes: 1,
    validity: "No expiry",
    buyUrl: buyAt("barre-single"),
  },
  {
    id: "barre-5",
    kind: "barre",
    title: "Barre 5 Class Bundle",
    priceCents: prices.barreFiveCents,
    classes: 5,
    validity: "Valid for 3 months",
    buyUrl: buyAt("barre-5"),
  },
  {
    id: "barre-10",
    kind: "barre",
    title: "Barre 10 Class Bundle",
    priceCents: prices.barreTenCents,
    classes: 10,
    validity: "Valid for 4 months",
    buyUrl: buyAt("barre-10"),
  },
  {
    id: "gift-card",
    kind: "gift",
    title: "Gift Card",
    priceCents: null,
    classes: null,
    validity: passesPage.giftValidity,
    buyUrl: buyAt("gift-card"),
  },
];
