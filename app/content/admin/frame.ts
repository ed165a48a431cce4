// The staff area's frame: its menu, the words every page shares, and the notices a page shows
// after a change.

export const adminNav = [
  { to: "/admin", label: "Dashboard", ownerOnly: false },
  { to: "/admin/schedule", label: "Schedule", ownerOnly: false },
  { to: "/admin/offerings", label: "Courses & prices", ownerOnly: false },
  { to: "/admin/events", label: "Events", ownerOnly: false },
  { to: "/admin/inbox", label: "Inbox", ownerOnly: false },
  { to: "/admin/subscribers", label: "Subscribers", ownerOnly: false },
  { to: "/admin/resources", label: "Resources", ownerOnly: false },
  { to: "/admin/deliveries", label: "Deliveries", ownerOnly: false },
  { to: "/admin/staff", label: "Staff", ownerOnly: true },
  { to: "/admin/audit", label: "Audit Log", ownerOnly: true },
  { to: "/admin/account", label: "My Account", ownerOnly: false },
  { to: "/admin/help", label: "Help", ownerOnly: false },
] as const;

export const adminText = {
  areaName: "Staff Area",
  signOut: "Sign Out",
  viewSite: "View Site",
  menu: "Menu",
  signedInAs: "Signed in as",
  forbidden: "Only an owner can do this.",
  signInFirst: "Your session has ended. Please sign in again.",
  notFound: "There is nothing here.",
  saveFailed: "The change could not be saved. Please try again.",
  confirmDelete: "Yes, delete",
  cancel: "Cancel",
  save: "Save",
  saving: "Saving…",
  search: "Search",
  filter: "Filter",
  all: "All",
  exportCsv: "Export CSV",
  none: "Nothing here yet.",
  help: "Help",
  undo: "Undo",
  /** Beside the Inbox in the menu: how many messages nobody has read. */
  unreadBadge: (count: number) => `${count} unread`,
  /** After a field's label, for one that must be filled. */
  required: "(required)",
  /** Under a list read a page at a time. */
  olderPage: "Older",
  firstPage: "Back to the first page",
  pagesOf: (list: string) => `Pages of the ${list.toLowerCase()}`,
  /** The heading of the summary of a refused save's errors, at the top of its form. */
  problemHeading: "There is a problem",
} as const;

/** What a change's redirect says on the next page (?notice=…). */

export const adminNotices = {
  "event-created": "Event created.",
  "event-created-hidden":
    "Event created. It is hidden from the site: choose Show on site when it is ready.",
  "event-saved": "Event saved.",
  "event-hidden": "Hidden from the site.",
  "event-shown": "Shown on the site: /events and every Upcoming Events list show it now.",
  "event-deleted": "Event deleted.",
  "message-deleted": "Message deleted.",
  "message-updated": "Marked as unread.",
  "message-unarchived": "Moved back to the inbox.",
  "staff-added": "Staff member added.",
  "staff-removed": "Staff member removed.",
  "role-changed": "Role changed.",
  "two-step-reset":
    "Two-step sign-in is reset. They can sign in with their password and set it up again.",
  "settings-saved": "Settings saved.",
  "two-factor-on": "Two-step sign-in is on.",
  "sessions-ended": "Your other sessions are signed out.",
  "session-ended": "The session is signed out.",
  "subscriber-erased": "The address was erased.",
  "unsubscribe-undone": "Signed up again, as before.",
  "subscriber-unsubscribed": "That address was already unsubscribed.",
  "password-changed": "Password changed. Please sign in again.",
  "name-changed": "Your name is changed.",
  "email-changed": "Your email is changed. Sign in with the new address from now on.",
  "codes-made": "New backup codes are made. The old ones no longer work.",
  "resource-saved": "Resource saved.",
  "resource-moved": "Resource moved.",
  "resource-replaced": "Resource saved, with its new file in place.",
  "resource-deleted": "Resource and its file deleted.",
  "deliveries-retried": "Sent for another try.",
  "season-copied": "A draft of the new season is ready. Check its closures before publishing.",
  "season-saved": "Season saved.",
  "season-published": "Published. Visitors see this season now.",
  "season-scheduled": "Scheduled. Visitors will see this season from the time you chose.",
  "class-saved": "Class saved.",
  "class-removed": "Class removed. You can bring it back from History.",
  "closure-saved": "Closure saved.",
  "closure-removed": "Closure removed. You can bring it back from History.",
  "change-saved": "Saved. Visitors see the change on the calendar and in the class feeds.",
  "change-removed": "Change undone.",
  restored: "Restored.",
  "course-saved": "Course saved. The yoga courses page shows it now.",
  "camp-saved": "Camp saved. Its page shows it now.",
  "competition-saved": "Tournament saved. The tournaments page shows it now.",
  "offering-removed": "Removed from the site. You can bring it back from History.",
  "price-saved": "Price saved. Its page shows the new price now.",
} as const;

export type AdminNotice = keyof typeof adminNotices;

export function isAdminNotice(value: string | null): value is AdminNotice {
  return value !== null && Object.hasOwn(adminNotices, value);
}
