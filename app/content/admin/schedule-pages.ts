import type { ClassKind } from "~/model/schedule";
import type { SeasonState } from "~/model/seasons";

// The staff area's schedule pages: their headings, buttons, fields and the lines they show. The
// words named in the staff area's brief are kept as written: "Schedule", "Copy to a new season",
// "Preview", "Publish now", "Publish on", "Cancel a class", "History", "Restore".

export const groupNames: Record<ClassKind, string> = {
  orientation: "Orientation",
  beginner: "Beginners",
  intermediate: "Intermediate",
  advanced: "Advanced",
  kumite: "Kumite",
  "tiny-tigers": "Tiny Tigers",
  team: "Competition Team",
};

export const stateNames: Record<SeasonState, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
};

/** Column names as staff read them, for a conflict's message. */
const fieldNames: Record<string, string> = {
  label: "the name",
  first_day: "the first day",
  last_day: "the last day",
  publish_at: "the publishing time",
  weekday: "the weekday",
  start_time: "the start time",
  end_time: "the end time",
  name: "the class name",
  audience: "who it is for",
  kind: "the group",
  instructor: "the instructor",
  note: "the note",
  position: "the order",
  groups: "the groups",
  needs_check: "the check",
  original_date: "the day",
  text: "the reason or note",
  new_date: "the new day",
  new_start: "the new start time",
  new_end: "the new end time",
  class_id: "the class",
};

export const scheduleText = {
  heading: "Schedule",
  intro:
    "Seasons of weekly classes, the days the dojo is closed, and changes to single classes. Visitors see the published season that includes today.",
  seasons: "Seasons",
  noSeasons: "There are no seasons yet.",
  dates: (first: string, last: string) => `${first} to ${last}`,
  classCount: (count: number) => `${count} weekly class${count === 1 ? "" : "es"}`,
  publishesAt: (when: string) => `Publishes ${when}`,
  live: "Shown to visitors now",
  open: "Open",
  copy: "Copy to a new season",
  copying: "Copying…",
  copyHint:
    "Makes a draft a year on with the same classes. Closures are copied a year on for you to check.",
  cancelClass: "Cancel a class",
  cancelClassHint: "Cancel one class, or add a note such as a substitute instructor.",
  // A season's page
  seasonHeading: (label: string) => `${label} season`,
  stateLine: (state: string, first: string, last: string) => `${state} · ${first} to ${last}`,
  preview: "Preview",
  previewCalendar: "Preview the calendar",
  previewKarate: "Preview the karate page",
  history: "History",
  publishing: "Publishing",
  publishNow: "Publish now",
  publishingNow: "Publishing…",
  publishOn: "Publish on",
  publishOnHint: "New York time. Visitors see the season from then on; nothing else needs doing.",
  publishDate: "Date",
  publishTime: "Time",
  schedulePublish: "Schedule publishing",
  alreadyPublished: (when: string) => `Published ${when}.`,
  scheduledFor: (when: string) => `Due to publish ${when}.`,
  beforePublish: "Before it can be published",
  details: "Name and dates",
  seasonFields: { label: "Name", firstDay: "First day", lastDay: "Last day" },
  labelHint:
    "The years it spans, as visitors read it: the first year, a dash, and the last two digits of the next.",
  classes: "Weekly classes",
  addClass: "Add a class",
  noClassesOn: "No classes.",
  edit: "Edit",
  duplicate: "Duplicate",
  remove: "Remove",
  removing: "Removing…",
  confirmRemove: (what: string) => `Remove ${what}? You can bring it back from History.`,
  yesRemove: "Yes, remove",
  closures: "Closures",
  addClosure: "Add a closure",
  noClosures: "No closures.",
  everyClass: "Every class",
  checkThisDate: "Check this date",
  confirmDate: "Confirm date",
  confirming: "Confirming…",
  changes: "Changes to single classes",
  noChanges: "No changes to single classes.",
  needsAttention: "Needs attention",
  orphaned:
    "These changes are for days their class no longer meets (its weekday was changed, or it was removed). Remove them, and make the change again on the class's new day if it still applies.",
  changeKinds: { cancelled: "Cancelled", moved: "Moved", note: "Note" },
  // The class form
  newClass: "Add a class",
  editClass: "Edit a class",
  classFields: {
    day: "Weekday",
    start: "Starts",
    end: "Ends",
    name: "Class name",
    audience: "Who it is for",
    kind: "Group",
    instructor: "Instructor (optional)",
    note: "Note (optional)",
  },
  // The closure form
  newClosure: "Add a closure",
  editClosure: "Edit a closure",
  closureFields: {
    firstDay: "First day closed",
    lastDay: "Last day closed",
    label: "Name (optional)",
    groups: "Closed for",
  },
  closureLabelHint: "Left empty, the dates name it, such as November 26-27.",
  groupsHint: "Leave every box empty when the dojo is closed for every class.",
  // Cancel a class
  cancelHeading: "Cancel a class",
  cancelIntro:
    "Pick a day to see its classes. Cancel one, move it, or add a note visitors will see.",
  day: "Day",
  showDay: "Show classes",
  noClassesThatDay: "No classes meet that day.",
  closedThatDay: (closure: string) => `Closed: ${closure}`,
  noSeasonThatDay: "No season includes that day.",
  whatHappens: "What happens",
  kindChoices: { cancelled: "Cancel it", moved: "Move it", note: "Add a note" },
  reason: "Reason or note (visitors see it)",
  moveDetails: "To move it: the new day or time",
  newDate: "New day (optional)",
  newStart: "New start (optional)",
  newEnd: "New end (optional)",
  saveChange: "Save",
  removeChange: "Undo this change",
  currentChange: (kind: string, text: string) => `${kind}: ${text}`,
  // History
  historyHeading: (label: string) => `History of the ${label} season`,
  historyIntro:
    "Every saved change, newest first. Restore puts a record back as it was then; the restore is itself kept here.",
  restore: "Restore",
  restoring: "Restoring…",
  noHistory: "Nothing has been saved yet.",
  reasons: {
    create: "Added",
    edit: "Changed",
    remove: "Removed",
    publish: "Published",
    restore: "Restored",
    copy: "Copied",
  },
  kinds: { season: "Season", class: "Class", closure: "Closure", change: "Change" },
  byOn: (who: string, when: string) => `${who}, ${when}`,
  // Answers
  conflict: (fields: readonly string[]) => {
    const named = fields.map((field) => fieldNames[field] ?? field);
    return named.length === 0
      ? "Someone saved this at the same moment. Your values are kept below: check them and save again."
      : `Someone changed ${named.join(", ")} since you opened this page. Your values are kept below: check them and save again.`;
  },
  busy: "The database is busy for a moment. Nothing was saved; your values are kept. Please save again.",
  notFound: "That is no longer in this season.",
  backToSeason: "Back to the season",
  errors: {
    label: "Give the season a name of at most 40 characters: the years it spans.",
    day: "Enter a day.",
    weekday: "Choose a weekday.",
    time: "Enter a time, such as 4:30 PM.",
    name: "Give the class a name of at most 80 characters.",
    audience: "Say who the class is for, in at most 120 characters.",
    group: "Choose a group.",
    instructor: "Use at most 80 characters.",
    note: "Use at most 300 characters.",
    closureLabel: "Use at most 80 characters.",
    text: "Use at most 300 characters.",
    kind: "Choose what happens to the class.",
    controls: "Remove the invisible control characters from this text.",
    record: "That record could not be found. Reload the page.",
  },
} as const;
