// The staff area's audit log (owners only).

export const auditText = {
  heading: "Audit Log",
  everyone: "Everyone",
  allKinds: "Every kind of record",
  person: "Person",
  kind: "Record",
  when: "When",
  what: "What",
  changes: "Changes",
  empty: "No changes recorded.",
  kinds: {
    event: "Events",
    message: "Messages",
    subscriber: "Subscribers",
    staff: "Staff",
    setting: "Settings",
    session: "Sessions",
    delivery: "Deliveries",
    season: "Schedule",
    offering: "Courses, camps and prices",
    resource: "Resources",
    export: "Exports",
  },
} as const;
