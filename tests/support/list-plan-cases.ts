import type { Compilable, Kysely } from "kysely";
import type { Database } from "~/infra/db.server";
import { failedQuery, retryingQuery } from "~/services/delivery/status.server";
import { eventsPageQueries, feedEventsQuery } from "~/services/events/event-reads.server";
import { pastQuery, upcomingQuery } from "~/services/events/staff-event-list.server";
import { inboxQuery, inboxSearchQuery, unreadCountQuery } from "~/services/messages/inbox.server";
import { auditActorsQuery, auditQuery } from "~/services/staff/audit.server";
import {
  subscribersQuery,
  subscribersSearchQuery,
} from "~/services/subscribers/subscribers.server";
import { instantOf } from "~/model/times";
import { auditActorIds, rareName } from "../../scripts/bench-scale/record-rows";

// The list queries whose plans tests/integration/list-plans.test.ts checks, each built by the
// service the page calls, with the index its plan must use.

export const now = new Date("2026-11-27T12:00:00.000Z");
/** A page further on: the rows before ten days ago. */
export const cursor = { at: new Date(now.getTime() - 10 * 86_400_000).toISOString(), id: 1 };

export type Case = {
  name: string;
  query: (db: Kysely<Database>) => Compilable;
  table: string;
  /** The index the plan must use (on SQLite the FTS5 table, for a search), or any of several. */
  index: string | string[];
  /** The rows come in the index's order, with no sort of every match. */
  ordered?: boolean;
};

export const cases: Case[] = [
  {
    name: "inbox",
    query: (db) => inboxQuery(db, {}).selectAll().limit(51),
    table: "messages",
    index: "messages_inbox_order",
    ordered: true,
  },
  {
    name: "inbox, next page",
    query: (db) => inboxQuery(db, {}, cursor).selectAll().limit(51),
    table: "messages",
    index: "messages_inbox_order",
    ordered: true,
  },
  {
    name: "inbox, unread",
    query: (db) => inboxQuery(db, { state: "unread" }).selectAll().limit(51),
    table: "messages",
    index: "messages_unread_order",
    ordered: true,
  },
  {
    name: "inbox, read, yoga",
    query: (db) => inboxQuery(db, { state: "read", side: "yoga" }).selectAll().limit(51),
    table: "messages",
    index: "messages_read_order",
    ordered: true,
  },
  {
    name: "inbox, archived",
    query: (db) => inboxQuery(db, { state: "archived" }).selectAll().limit(51),
    table: "messages",
    index: "messages_archived_order",
    ordered: true,
  },
  {
    name: "inbox, everything",
    query: (db) => inboxQuery(db, { state: "all" }, cursor).selectAll().limit(51),
    table: "messages",
    index: "messages_order",
    ordered: true,
  },
  {
    name: "inbox, a rare name searched",
    query: (db) => inboxSearchQuery(db, {}, rareName, undefined, 51),
    table: "messages",
    index: "messages_search",
    ordered: true,
  },
  {
    name: "inbox, a common word searched, unread, next page",
    query: (db) => inboxSearchQuery(db, { state: "unread" }, "class", { at: "", id: 6_000 }, 51),
    table: "messages",
    index: ["messages_search", "messages_pkey", "messages_unread_order"],
    ordered: true,
  },
  {
    name: "inbox, short search",
    query: (db) => inboxQuery(db, { query: "ze" }).selectAll().limit(51),
    table: "messages",
    index: "messages_inbox_order",
  },
  {
    name: "unread count",
    query: (db) => unreadCountQuery(db),
    table: "messages",
    index: "messages_unread_order",
  },
  {
    name: "subscribers",
    query: (db) => subscribersQuery(db, {}, cursor).selectAll().limit(51),
    table: "subscribers",
    index: "subscribers_order",
    ordered: true,
  },
  {
    name: "subscribers, unsubscribed",
    query: (db) => subscribersQuery(db, { state: "unsubscribed" }).selectAll().limit(51),
    table: "subscribers",
    index: "subscribers_unsubscribed_order",
    ordered: true,
  },
  {
    name: "subscribers, subscribed, karate",
    query: (db) =>
      subscribersQuery(db, { state: "subscribed", side: "karate" }).selectAll().limit(51),
    table: "subscribers",
    index: "subscribers_subscribed_order",
    ordered: true,
  },
  {
    name: "subscribers, search",
    query: (db) => subscribersSearchQuery(db, {}, rareName, undefined, 51),
    table: "subscribers",
    index: "subscribers_search",
    ordered: true,
  },
  {
    name: "audit log",
    query: (db) => auditQuery(db, {}, cursor).selectAll().limit(51),
    table: "audit_log",
    index: "audit_log_order",
    ordered: true,
  },
  {
    name: "audit log, one person",
    query: (db) => auditQuery(db, { actorId: auditActorIds[7] }).selectAll().limit(51),
    table: "audit_log",
    index: "audit_log_actor_order",
    ordered: true,
  },
  {
    name: "audit log, one kind",
    query: (db) => auditQuery(db, { kind: "export" }, cursor).selectAll().limit(51),
    table: "audit_log",
    index: "audit_log_kind_order",
    ordered: true,
  },
  {
    name: "audit log, its people",
    query: (db) => auditActorsQuery(db),
    table: "audit_log",
    index: "audit_log_actor_order",
  },
  {
    name: "deliveries, failed",
    query: (db) => failedQuery(db, cursor).selectAll().limit(51),
    table: "outbox",
    index: ["outbox_failed_order", "outbox_due_index"],
    ordered: true,
  },
  {
    name: "deliveries, retrying",
    query: (db) => retryingQuery(db).selectAll().limit(500),
    table: "outbox",
    index: "outbox_due_index",
  },
  {
    name: "events, upcoming",
    query: (db) => upcomingQuery(db, instantOf(now)).selectAll().limit(51),
    table: "events",
    index: "events_order",
    ordered: true,
  },
  {
    name: "events, past",
    query: (db) => pastQuery(db, instantOf(now), cursor).selectAll().limit(51),
    table: "events",
    index: "events_order",
    ordered: true,
  },
  {
    name: "/events, upcoming",
    query: (db) => eventsPageQueries(db, cursor.at, 24).later,
    table: "events",
    index: "events_order",
    ordered: true,
  },
  {
    name: "/events, past",
    query: (db) => eventsPageQueries(db, cursor.at, 24).earlier,
    table: "events",
    index: "events_order",
    ordered: true,
  },
  {
    name: "/events.ics",
    query: (db) => feedEventsQuery(db, cursor.at),
    table: "events",
    index: "events_order",
    ordered: true,
  },
];
