import type { CourseArt } from "./courses";
import type { Weekday } from "./schedule";
import type { LocalDate } from "./seasons";

// What the studio offers and charges, as staff keep it (the offerings table): the yoga courses,
// the summer camps, the named prices and the tournaments. Each kind's record is checked by its
// schema (schemas.ts) when saved and when read. What a record means *today* is worked out here,
// from New York's date, so that no page can present a past date as current: a course that has
// ended leaves its page, a camp whose summer is over stops offering registration, a deadline
// that has passed is no longer shown as one to meet.

export const offeringKinds = ["course", "camp", "price", "competition"] as const;
export type OfferingKind = (typeof offeringKinds)[number];

/** Where registration stands, as staff set it. */
export type Registration =
  /** Not open, no date given: "Registration Opens Soon". */
  | { state: "soon" }
  /** Opens on a New York day. */
  | { state: "opens"; on: LocalDate }
  | { state: "open"; url: string }
  | { state: "full" }
  | { state: "closed" };

export const registrationStates = ["soon", "opens", "open", "full", "closed"] as const;
export type RegistrationState = (typeof registrationStates)[number];

export type CourseRecord = {
  title: string;
  ages: string;
  day: Weekday;
  /** When it meets, as the card writes it ("4:00 PM", or "time to be confirmed"). */
  time: string;
  weeks: number;
  /** Its first and last meeting and how many times it meets (closures left out); null: not yet set. */
  sessions: { count: number; first: LocalDate; last: LocalDate } | null;
  /** Null: "price to be announced". */
  priceCents: number | null;
  earlyBird: { priceCents: number; until: LocalDate } | null;
  /** The makeup rule, as the card writes it. */
  makeup: string;
  description: string;
  features: string[];
  instructor: string;
  art: CourseArt;
  registration: Registration;
};

export const campSides = ["karate", "yoga"] as const;
export type CampSide = (typeof campSides)[number];

export type CampRecord = {
  side: CampSide;
  /** The summer it is for. */
  year: number;
  /** Its first and last day; null until the studio sets them. */
  firstDay: LocalDate | null;
  lastDay: LocalDate | null;
  /** How many days it runs ("4 days"); null: not said. */
  days: number | null;
  /** Daily hours as written ("9:00 AM to 12:30 PM"); empty: not said. */
  hours: string;
  priceCents: number | null;
  /** The price is a lowest one ("From $450"). */
  priceIsMinimum: boolean;
  /** Places, as written ("Small groups"); empty: not said. */
  places: string;
  /**
   * The activities this summer's camp offers, by the key of each card its page describes (its
   * icon), in any order; absent: every one of them.
   */
  activities?: string[];
  registration: Registration;
};

export type PriceRecord = {
  label: string;
  cents: number;
  /** A lowest price ("from $130"). */
  minimum: boolean;
  /** The public page that shows it. */
  page: string;
};

export type CompetitionFee = {
  label: string;
  /** The last New York day the fee applies. */
  until: LocalDate;
  individualCents: number;
  teamCents: number;
};

export type CompetitionRecord = {
  title: string;
  day: LocalDate;
  /** When it starts or its ceremony opens ("09:00"); null: not said. */
  time: string | null;
  /** What the time is of ("Opening ceremony"); empty: the start. */
  timeLabel: string;
  award: string;
  fees: CompetitionFee[];
  note: string;
  registration: Registration;
};

export type RecordOf = {
  course: CourseRecord;
  camp: CampRecord;
  price: PriceRecord;
  competition: CompetitionRecord;
};

export type Offering<Kind extends OfferingKind = OfferingKind> = {
  [K in Kind]: {
    id: string;
    kind: K;
    position: number;
    version: number;
    updatedAt: string;
    data: RecordOf[K];
  };
}[Kind];

/** Every offering, by kind, in the staff's order. */
export type Offerings = {
  courses: Offering<"course">[];
  camps: Offering<"camp">[];
  prices: Offering<"price">[];
  competitions: Offering<"competition">[];
};

// What a registration means today.

/**
 * Registration as a visitor may be told of it today: "opens" only while its day is to come (a
 * day that has passed with registration still not open is "soon": staff have not caught up).
 */
export function registrationToday(registration: Registration, today: LocalDate): Registration {
  if (registration.state === "opens" && registration.on <= today) return { state: "soon" };
  return registration;
}

// Courses

export type CourseStanding =
  /** Its last meeting has passed: it leaves the page. */
  | "ended"
  /** It has begun: no more registration. */
  | "running"
  /** Its first meeting is to come. */
  | "upcoming"
  /** No dates set yet. */
  | "undated";

export function courseStanding(course: CourseRecord, today: LocalDate): CourseStanding {
  const { sessions } = course;
  if (!sessions) return "undated";
  if (sessions.last < today) return "ended";
  if (sessions.first <= today) return "running";
  return "upcoming";
}

/** The link to register today, if registration is open and the course has not begun. */
export function courseRegistrationUrl(course: CourseRecord, today: LocalDate): string | null {
  const standing = courseStanding(course, today);
  if (standing === "ended" || standing === "running") return null;
  return course.registration.state === "open" ? course.registration.url : null;
}

/** The early-bird price while its last day is to come (or is today). */
export function earlyBirdToday(course: CourseRecord, today: LocalDate): CourseRecord["earlyBird"] {
  const { earlyBird } = course;
  if (!earlyBird || earlyBird.until < today) return null;
  if (courseStanding(course, today) !== "upcoming" && courseStanding(course, today) !== "undated")
    return null;
  return earlyBird;
}

// Camps

/** The last day of a summer with no dates set: the summer of its year is over after it. */
export function campEnds(camp: CampRecord): LocalDate {
  return camp.lastDay ?? (`${camp.year}-08-31` as LocalDate);
}

/** True once the camp's last day (or, with no dates, its summer) has passed. */
export function campIsOver(camp: CampRecord, today: LocalDate): boolean {
  return campEnds(camp) < today;
}

/** Registration for the camp as it stands today; a camp that is over is closed. */
export function campRegistrationToday(camp: CampRecord, today: LocalDate): Registration {
  if (campIsOver(camp, today)) return { state: "closed" };
  if (camp.firstDay !== null && camp.firstDay <= today) return { state: "closed" };
  return registrationToday(camp.registration, today);
}

// Competitions

export function competitionIsOver(competition: CompetitionRecord, today: LocalDate): boolean {
  return competition.day < today;
}

/** Its fees whose last day is to come (or is today), in order. */
export function feesToday(competition: CompetitionRecord, today: LocalDate): CompetitionFee[] {
  return competition.fees.filter((fee) => fee.until >= today);
}

/** Registration today: closed once the day has passed, or once every fee's last day has. */
export function competitionRegistrationToday(
  competition: CompetitionRecord,
  today: LocalDate,
): Registration {
  if (competitionIsOver(competition, today)) return { state: "closed" };
  if (competition.fees.length > 0 && feesToday(competition, today).length === 0)
    return { state: "closed" };
  return registrationToday(competition.registration, today);
}

// Prices

/** A price by its id, from the price records; undefined when staff removed it. */
export function priceOf(prices: readonly Offering<"price">[], id: string): number | undefined {
  return prices.find((price) => price.id === id)?.data.cents;
}
