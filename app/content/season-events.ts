import { competitionDates } from "./competitions";
import { eventBySlug, type EventSeed } from "~/model/events";
import { dojoLocation } from "./events";
import { provider } from "./provider";

// The dojo's community events of the 2025-26 season (spec §9 "Community events"). The database
// is seeded from this list (app/services/seed.server.ts); after that the events table is the
// record and staff edit it there. Times are the dojo's local time (America/New_York).

// @placeholder: the sword workshop's paid registration page on the provider's site
const swordWorkshopRegistration = `${provider.pages.events}/traditional-sword-training-workshop`;

// @draft-copy: the event descriptions and romanized Japanese subtitles below are written from the spec's facts
export const seasonEvents: EventSeed[] = [
  {
    slug: "sword-workshop",
    title: "Traditional Sword Training Workshop and Fundraiser",
    japaneseTitle: "Bokken Keiko",
    category: "Workshop",
    description:
      "A guest instructor teaches traditional sword training with the wooden bokken. Ages 13 and up, no experience needed. Your registration includes a bokken, a recording of the session and free course access; the proceeds go to a local non-profit. The bokken is guaranteed only if you register by September 20.",
    startsLocal: "2025-09-27T15:00",
    durationMinutes: 120,
    location: dojoLocation,
    tags: ["Workshop", "Fundraiser", "Ages 13+"],
    registration: { status: "open", url: swordWorkshopRegistration, priceCents: 4000 },
    motif: "sword",
  },
  {
    slug: "child-online-safety",
    title: "Child Online Safety Workshop",
    japaneseTitle: "Anzen Koza",
    category: "Workshop",
    description:
      "Parents and kids work in separate groups for the first hour, then come together for a joint final 30 minutes.",
    startsLocal: "2025-10-25T15:00",
    durationMinutes: 90,
    location: dojoLocation,
    tags: ["Workshop", "Families"],
    registration: { status: "soon", url: null, priceCents: null },
    motif: "shield",
  },
  {
    slug: "promotions-ceremony-fall",
    title: "Promotions Ceremony",
    japaneseTitle: "Shokyu-shiki",
    category: "Ceremony",
    description: "Students who have earned their next belt are promoted in front of the dojo.",
    startsLocal: "2025-11-22T14:00",
    durationMinutes: 120,
    location: dojoLocation,
    tags: ["Ceremony", "Belts"],
    registration: { status: "soon", url: null, priceCents: null },
    motif: "belt",
  },
  {
    slug: "castle-in-the-sky-movie-night",
    title: "Castle in the Sky Movie Night",
    japaneseTitle: "Eiga no Yoru",
    category: "Community",
    description: "An evening at the dojo watching Castle in the Sky together.",
    startsLocal: "2025-11-29T19:00",
    durationMinutes: 150,
    location: dojoLocation,
    tags: ["Community", "Movie Night"],
    registration: { status: "soon", url: null, priceCents: null },
    motif: "film",
  },
  {
    slug: "shogatsu-party",
    title: "Shogatsu Party and Fundraiser",
    japaneseTitle: "Oshogatsu",
    category: "Celebration",
    description: "We welcome the new year the Japanese way, and raise funds together.",
    startsLocal: "2025-12-20T15:00",
    durationMinutes: 180,
    location: dojoLocation,
    tags: ["Culture", "Fundraiser"],
    registration: { status: "soon", url: null, priceCents: null },
    motif: "lantern",
  },
  {
    slug: "hatsu-keiko",
    title: "Hatsu Keiko and Journaling",
    japaneseTitle: "Hatsu Keiko",
    category: "Training",
    description: "The first training of the new year, followed by journaling about the year ahead.",
    startsLocal: "2026-01-02T09:00",
    durationMinutes: 120,
    location: dojoLocation,
    tags: ["Training", "Mindfulness"],
    registration: { status: "soon", url: null, priceCents: null },
    motif: "sunrise",
  },
  {
    slug: "promotions-ceremony-winter",
    title: "Promotions Ceremony",
    japaneseTitle: "Shokyu-shiki",
    category: "Ceremony",
    description: "Students who have earned their next belt are promoted in front of the dojo.",
    startsLocal: "2026-02-28T14:00",
    durationMinutes: 120,
    location: dojoLocation,
    tags: ["Ceremony", "Belts"],
    registration: { status: "soon", url: null, priceCents: null },
    motif: "belt",
  },
  {
    slug: "origami-movie-night",
    title: "Origami and Movie Night",
    japaneseTitle: "Origami to Eiga",
    category: "Community",
    description: "Paper folding and a movie with friends from the dojo.",
    startsLocal: "2026-03-14T17:00",
    durationMinutes: 210,
    location: dojoLocation,
    tags: ["Culture", "Movie Night"],
    registration: { status: "soon", url: null, priceCents: null },
    motif: "crane",
  },
  {
    slug: "in-dojo-competition",
    title: "In Dojo Competition",
    japaneseTitle: "Dojo Shiai",
    category: "Competition",
    description: "A friendly competition for the dojo's own students.",
    startsLocal: competitionDates.inDojo,
    durationMinutes: null,
    location: dojoLocation,
    tags: ["Competition", "Kata", "Kumite"],
    registration: { status: "soon", url: null, priceCents: null },
    motif: "trophy",
  },
  {
    slug: "outdoor-training",
    title: "Outdoor Training Session",
    japaneseTitle: "Yagai Keiko",
    category: "Training",
    description:
      "Training outside together. Bring your gi or athletic wear, a shirt, water and a towel.",
    startsLocal: "2026-05-17T10:00",
    durationMinutes: 60,
    location: null,
    tags: ["Training", "Outdoors"],
    registration: { status: "soon", url: null, priceCents: null },
    motif: "mountain",
  },
  {
    slug: "year-end-enbu",
    title: "Year End Demonstrations & Enbu",
    japaneseTitle: "Enbu-kai",
    category: "Ceremony",
    description:
      "Students demonstrate what they learned this season. Attendance is expected for all students.",
    startsLocal: "2026-06-28T09:00",
    durationMinutes: null,
    location: dojoLocation,
    tags: ["Demonstration", "All Students"],
    registration: { status: "soon", url: null, priceCents: null },
    motif: "fan",
  },
];

export function seasonEvent(slug: string): EventSeed {
  return eventBySlug(seasonEvents, slug);
}
