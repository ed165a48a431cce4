// The words of the studio's own export (the Staff page, "Download everything"): its README.txt,
// one line per file, and its line in the audit log.

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

export const exportText = {
  madeAt: (iso: string) => `The studio's data, exported ${iso} (UTC).`,
  format:
    "Every .csv file is UTF-8 with a header row, one record per row. Times ending in Z are UTC.",
  files: {
    "messages.csv":
      "Contact messages from /contact and /yoga/contact, with the side and page they came from, when they arrived and whether staff read or archived them.",
    "subscribers.csv":
      "Newsletter sign-ups, one row per address and side (karate or yoga), with the page, the day and any unsubscribe.",
    "events.csv":
      "Community events: title, date and time (UTC; the site shows them in New York time), place, price, registration link and whether each is shown.",
    "resources.csv":
      "The resource library's documents: title, description, category, file name, size and type. The files themselves are in files/.",
    "seasons.csv":
      "Seasons of weekly classes: name, first and last day, and when each was or will be published.",
    "classes.csv": "Each season's weekly classes: group, weekday, start and end (New York time).",
    "closures.csv": "Days the studio is closed in a season, and which groups each closure affects.",
    "class-changes.csv": "One-off changes to single classes: cancelled, moved, or with a note.",
    "courses-camps-prices.csv":
      "Yoga courses, summer camps, tournaments and prices; the data column holds each one's details as JSON (amounts in cents).",
  },
  fileLine: (file: string, about: string, rows: number) =>
    `${file}: ${about} (${plural(rows, "row")})`,
  library: (files: number) =>
    `files/: the resource library's documents (${plural(files, "file")}), in a folder per category.`,
  missingHeading: "Listed in the library but missing from storage:",
  notIncluded:
    "Not included, on purpose: staff passwords, two-step sign-in keys, sessions, one-time links and delivery records.",
  audit: "Downloaded the studio's data: every record and the library's files",
} as const;

export type ExportFile = keyof typeof exportText.files;
