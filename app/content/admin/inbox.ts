// The staff area's inbox.

export const inboxText = {
  heading: "Inbox",
  unread: "Unread",
  read: "Read",
  archived: "Archived",
  allStates: "All messages",
  everything: "Archived ones too",
  bothSides: "Both sides",
  searchLabel: "Search messages",
  searchPlaceholder: "Name, email or words",
  markRead: "Mark as read",
  markUnread: "Mark as unread",
  archive: "Archive",
  unarchive: "Move to inbox",
  reply: "Reply by email",
  delete: "Delete",
  deleteQuestion: "Delete this message for good? This cannot be undone.",
  back: "Back to the inbox",
  from: "From",
  phone: "Phone",
  page: "Sent from",
  received: "Received",
  replySubject: "Re: your message to",
  empty: "No messages match.",
  /** A search of one or two characters looks through the newest messages only. */
  shortSearch: (count: string) =>
    `A search of one or two characters looks through the newest ${count} messages only. Type three or more to search them all.`,
  archivedNotice: (name: string) => `Archived the message from ${name}.`,
} as const;
