import type { Generated } from "kysely";
import type { Side } from "~/site-pages";

// The database's tables as Kysely reads and writes them, the same on SQLite and PostgreSQL.
// Dates are ISO-8601 text in UTC (Better Auth's tables excepted, as said below them).

export type SubscribersTable = {
  id: Generated<number>;
  email: string;
  side: Side;
  source_page: string;
  created_at: string;
  unsubscribed_at: string | null;
};

/** A document of the resource library (spec §3 "Resource"); its file is in storage. */
export type ResourcesTable = {
  id: Generated<number>;
  title: string;
  description: string | null;
  /** The stored category name (spec §3), such as "Handbooks". */
  category: string;
  /** The name the file had when it was uploaded, offered again on download. */
  file_name: string;
  /** Where visitors download it: /resources/files/{storage key}. */
  file_url: string;
  /** Where storage keeps it: {category}/{timestamp}-{random}.{extension}. */
  storage_key: string;
  file_size: number;
  /** The MIME type its content was recognised as. */
  file_type: string;
  /** 1 when featured: listed first, with a mark. */
  is_featured: Generated<number>;
  sort_order: Generated<number>;
  created_at: string;
  updated_at: string;
};

export type EventsTable = {
  id: Generated<number>;
  slug: string;
  title: string;
  japanese_title: string | null;
  category: string | null;
  description: string | null;
  /** ISO-8601 instant in UTC. */
  event_date: string;
  duration_minutes: number | null;
  location: string | null;
  /** A JSON array of strings. */
  tags: string;
  registration_status: "open" | "soon" | "invitation" | "closed";
  registration_url: string | null;
  price_cents: number | null;
  /** The symbol drawn on the event's card (app/model/events.ts, eventMotifs). */
  motif: string | null;
  /** 1 while staff keep the event off the site. */
  hidden: Generated<number>;
  created_at: string;
  updated_at: string;
};

export type MessagesTable = {
  id: Generated<number>;
  first_name: string;
  last_name: string | null;
  email: string;
  phone: string;
  message: string;
  side: Side;
  /** The page the form was sent from. */
  page: string;
  created_at: string;
  /** When staff opened or marked it read; null while unread. */
  read_at: string | null;
  archived_at: string | null;
};

/** Where a delivery goes: the form-submission service, the studio's mail, the mailing list. */
export type DeliveryTarget = "form-service" | "smtp" | "mailing-provider";

export type OutboxTable = {
  id: Generated<number>;
  /** What is delivered (services/delivery/deliveries.ts). */
  kind: string;
  target: DeliveryTarget;
  /** The row it delivers: "message", "subscriber" or "staff", and its id; null once erased. */
  record_kind: string | null;
  record_id: string | null;
  /** A JSON object: what is sent, fixed when the row is written. */
  payload: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** After this, a delivery that still fails is given up (a day after it was written or retried). */
  give_up_at: string;
  /** Until when a process has it in hand; after that, another may take it. */
  claimed_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  /** When it was given up: refused for what it holds, or still failing after a day. */
  failed_at: string | null;
  created_at: string;
};

export type SeedRunsTable = { name: string; ran_at: string };

export type KeptSubmissionsTable = { id: string; kind: string; kept_at: string };

export type RateLimitsTable = {
  key: string;
  points: number;
  /** Epoch milliseconds (PostgreSQL's driver reads a bigint as text); null never expires. */
  expire: number | string | null;
};

// Better Auth's tables (app/infra/auth.server.ts names them). It writes dates and booleans to
// PostgreSQL as they are and to SQLite as ISO-8601 text and 0/1, so both shapes are read.
type Instant = string | Date;
type Flag = number | boolean;

export type StaffRole = "owner" | "staff";

export type StaffTable = {
  id: string;
  name: string;
  email: string;
  email_verified: Flag;
  image: string | null;
  role: StaffRole;
  two_factor_enabled: Flag | null;
  created_at: Instant;
  updated_at: Instant;
};

export type StaffSessionsTable = {
  id: string;
  user_id: string;
  token: string;
  expires_at: Instant;
  ip_address: string | null;
  user_agent: string | null;
  /** Opened with a second step (a code), not a password alone. */
  second_factor: Flag;
  created_at: Instant;
  updated_at: Instant;
};

export type StaffAccountsTable = {
  id: string;
  user_id: string;
  account_id: string;
  provider_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: Instant | null;
  refresh_token_expires_at: Instant | null;
  scope: string | null;
  password: string | null;
  created_at: Instant;
  updated_at: Instant;
};

export type AuthVerificationsTable = {
  id: string;
  identifier: string;
  value: string;
  expires_at: Instant;
  created_at: Instant;
  updated_at: Instant;
};

export type StaffTwoFactorsTable = {
  id: string;
  user_id: string;
  secret: string;
  backup_codes: string;
  verified: Flag | null;
  failed_verification_count: number | null;
  locked_until: Instant | null;
  /** The 30-second step of the last authenticator code taken (RFC 6238 §5.2). */
  last_code_step: number | string | null;
};

export type SettingsTable = { name: string; value: string; updated_at: string };

export type AuditLogTable = {
  id: Generated<number>;
  actor_id: string | null;
  actor: string;
  action: string;
  record_kind: string;
  record_id: string | null;
  summary: string;
  /** A JSON object: field → [before, after]. */
  changes: string;
  created_at: string;
};

// The calendar staff keep (migration 0011): days are New York dates ("2026-09-08"), times New
// York wall-clock ("16:00"), instants UTC.

export type SeasonsTable = {
  id: string;
  label: string;
  first_day: string;
  last_day: string;
  /** Null: a draft. */
  publish_at: string | null;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
};

export type SeasonClassesTable = {
  id: string;
  season_id: string;
  weekday: string;
  start_time: string;
  end_time: string;
  name: string;
  audience: string;
  kind: string;
  instructor: string | null;
  note: string | null;
  position: number;
  version: Generated<number>;
};

export type SeasonClosuresTable = {
  id: string;
  season_id: string;
  first_day: string;
  last_day: string;
  label: string | null;
  /** A JSON array of class kinds; empty: every class. */
  groups: string;
  needs_check: Flag;
  version: Generated<number>;
};

export type ClassChangesTable = {
  id: string;
  season_id: string;
  class_id: string;
  original_date: string;
  kind: string;
  text: string;
  new_date: string | null;
  new_start: string | null;
  new_end: string | null;
  sequence: Generated<number>;
  version: Generated<number>;
};

export type RevisionsTable = {
  id: Generated<number>;
  record_kind: string;
  record_id: string;
  season_id: string;
  /** The record whole, as JSON. */
  data: string;
  reason: string;
  staff_id: string | null;
  staff_name: string;
  created_at: string;
};

/** Courses, camps, prices and tournaments (migration 0012): each record whole in `data`. */
export type OfferingsTable = {
  id: string;
  kind: string;
  position: number;
  data: string;
  version: Generated<number>;
  updated_at: string;
};

export type DataVersionsTable = { name: string; version: number; changed_at: string };

export type Database = {
  subscribers: SubscribersTable;
  events: EventsTable;
  resources: ResourcesTable;
  messages: MessagesTable;
  outbox: OutboxTable;
  seed_runs: SeedRunsTable;
  kept_submissions: KeptSubmissionsTable;
  rate_limits: RateLimitsTable;
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  staff_accounts: StaffAccountsTable;
  auth_verifications: AuthVerificationsTable;
  staff_two_factors: StaffTwoFactorsTable;
  settings: SettingsTable;
  audit_log: AuditLogTable;
  seasons: SeasonsTable;
  season_classes: SeasonClassesTable;
  season_closures: SeasonClosuresTable;
  class_changes: ClassChangesTable;
  revisions: RevisionsTable;
  data_versions: DataVersionsTable;
  offerings: OfferingsTable;
};
