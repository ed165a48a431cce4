import type { BirthdayOfferWords } from "~/model/birthday-offers";
import { studio } from "./studio";

// The aerial yoga birthday party, /yoga/birthdays (spec §2, §3 "Birthday offers", §9 "Birthday
// party"). The visible price list and the page's structured data are both built from
// `birthdayOffers`, so the two can never disagree.

export const birthdaysPath = "/yoga/birthdays";

export const birthdaysPage = {
  eyebrow: "Aerial Yoga Birthday Parties",
  title: "An Aerial Yoga Birthday Party",
  // @draft-copy: the page's introduction and description
  intro:
    "A 1-hour aerial yoga class followed by a 1-hour celebration: a birthday the guests will remember.",
  /** With the package's price, formatted. */
  description: (packagePrice: string | null) =>
    `Aerial yoga birthday parties in ${studio.address.locality}, NY: ${packagePrice ? `${packagePrice} for ` : ""}up to 12 guests, birthday girl free. A 1-hour class plus a 1-hour celebration.`,
  serviceName: "Aerial Yoga Birthday Party",
  galleryHeading: "Party Moments",
  // @draft-copy: the gallery's captions (the pictures are generated artwork)
  galleryCaptions: [
    "Flying in the hammocks",
    "Time to celebrate",
    "Cake and candles",
    "Favors to take home",
  ],
  infoHeading: "How the Party Works",
  pricesHeading: "Package & Add-ons",
  includedLabel: "The party",
  addOnsLabel: "Add-ons",
  inquireLabel: "Inquire & Reserve",
  // @draft-copy: the closing call to action's text
  inquireText: "Tell us the date you have in mind and we will confirm availability.",
} as const;

export const birthdayFacts = {
  guests: "Up to 12 guests, birthday girl free",
  format: "1-hour class plus 1-hour celebration",
  arrival: "Arrive 15 minutes early",
} as const;

/** The package and its add-ons; each one's price is the staff's (Prices: "birthday-<id>"). */
export const birthdayOffers: BirthdayOfferWords[] = [
  {
    id: "package",
    name: "Aerial Yoga Party Package",
    detail: `${birthdayFacts.guests}; ${birthdayFacts.format}`,
  },
  {
    id: "decor",
    name: "Decor and Favors",
    detail: "Add-on",
  },
  {
    id: "snacks",
    name: "Snacks and Drinks",
    detail: "Add-on",
  },
  {
    id: "cake",
    name: "Cake",
    detail: "Add-on",
    alternative: "or bring your own",
  },
];

/** Before, during and after the party (spec §2), with the single aerial class's price. */
// @draft-copy: the three cards' texts, written from the spec's facts
export const birthdayInfo = (singleClassPrice: string | null) =>
  [
    {
      id: "before",
      title: "Before the Party",
      points: [
        "Reserve your date and choose any add-ons.",
        birthdayFacts.arrival + " so everyone can settle in.",
        "Tell us about the guests, so the class suits their ages.",
      ],
    },
    {
      id: "during",
      title: "During the Party",
      points: [
        "A 1-hour aerial yoga class led by our instructor.",
        "A 1-hour celebration in the studio.",
        "Up to 12 guests; the birthday girl is free.",
      ],
    },
    {
      id: "after",
      title: "After the Party",
      points: [
        "Favors to take home with the decor and favors add-on.",
        "Guests who loved flying can join a kids' aerial yoga course.",
        singleClassPrice
          ? `Single aerial classes are ${singleClassPrice} and never expire, for guests who want to come back.`
          : "Single aerial classes never expire, for guests who want to come back.",
      ],
    },
  ] as const;
