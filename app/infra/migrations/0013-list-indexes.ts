import { sql, type Kysely } from "kysely";
import { isPostgres } from "./helpers";

// What the staff area's lists need once the studio has years of records (decision 026): every
// list is read a page at a time in the order it is shown, newest first, continuing after the last
// row shown (created_at, id), so each filter has an index in that order, partial where the filter
// is a state (unread, archived, unsubscribed, failed). Searching "contains" goes through a
// trigram index: an FTS5 table with the trigram tokenizer on SQLite, kept by triggers, and a
// pg_trgm GIN index on PostgreSQL, both over the same text. The search text's expression is
// written here as it was on the day; the services repeat it (app/services/text-search.server.ts), and
// tests/integration/list-plans.test.ts checks that the plans use these indexes.

const messageText = (row: string) =>
  `${row}first_name || ' ' || coalesce(${row}last_name, '') || ' ' || ${row}email || ' ' || ${row}phone || ' ' || ${row}message`;

type Ordered = { name: string; table: string; columns: string[]; where?: string };

const ordered: Ordered[] = [
  { name: "messages_order", table: "messages", columns: ["created_at", "id"] },
  {
    name: "messages_inbox_order",
    table: "messages",
    columns: ["created_at", "id"],
    where: "archived_at is null",
  },
  {
    name: "messages_unread_order",
    table: "messages",
    columns: ["created_at", "id"],
    where: "archived_at is null and read_at is null",
  },
  {
    name: "messages_read_order",
    table: "messages",
    columns: ["created_at", "id"],
    where: "archived_at is null and read_at is not null",
  },
  {
    name: "messages_archived_order",
    table: "messages",
    columns: ["created_at", "id"],
    where: "archived_at is not null",
  },
  { name: "subscribers_order", table: "subscribers", columns: ["created_at", "id"] },
  {
    name: "subscribers_subscribed_order",
    table: "subscribers",
    columns: ["created_at", "id"],
    where: "unsubscribed_at is null",
  },
  {
    name: "subscribers_unsubscribed_order",
    table: "subscribers",
    columns: ["created_at", "id"],
    where: "unsubscribed_at is not null",
  },
  { name: "audit_log_order", table: "audit_log", columns: ["created_at", "id"] },
  { name: "audit_log_actor_order", table: "audit_log", columns: ["actor_id", "created_at", "id"] },
  {
    name: "audit_log_kind_order",
    table: "audit_log",
    columns: ["record_kind", "created_at", "id"],
  },
  {
    name: "outbox_failed_order",
    table: "outbox",
    columns: ["failed_at", "id"],
    where: "sent_at is null and failed_at is not null",
  },
  { name: "events_order", table: "events", columns: ["event_date", "id"] },
  // The calendar feed's Last-Modified: the latest change, found at the end of the index.
  { name: "events_updated", table: "events", columns: ["updated_at"] },
];

/** Indexes these replace: one column, where the lists need the id after it. */
const replaced = [
  "messages_created_at_index",
  "audit_log_created_at_index",
  "events_event_date_index",
];

async function addSqliteSearch(db: Kysely<unknown>): Promise<void> {
  // Contentless: the text is kept only as trigrams; a row is found by its rowid, the record's id.
  await sql`create virtual table messages_search using fts5(text, tokenize = 'trigram', content = '', contentless_delete = 1)`.execute(
    db,
  );
  await sql
    .raw(`insert into messages_search (rowid, text) select id, ${messageText("")} from messages`)
    .execute(db);
  await sql
    .raw(
      `create trigger messages_search_insert after insert on messages begin
        insert into messages_search (rowid, text) values (new.id, ${messageText("new.")});
      end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger messages_search_update after update of first_name, last_name, email, phone, message on messages begin
        delete from messages_search where rowid = old.id;
        insert into messages_search (rowid, text) values (new.id, ${messageText("new.")});
      end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger messages_search_delete after delete on messages begin
        delete from messages_search where rowid = old.id;
      end`,
    )
    .execute(db);

  await sql`create virtual table subscribers_search using fts5(text, tokenize = 'trigram', content = '', contentless_delete = 1)`.execute(
    db,
  );
  await sql`insert into subscribers_search (rowid, text) select id, email from subscribers`.execute(
    db,
  );
  await sql`create trigger subscribers_search_insert after insert on subscribers begin
      insert into subscribers_search (rowid, text) values (new.id, new.email);
    end`.execute(db);
  await sql`create trigger subscribers_search_update after update of email on subscribers begin
      delete from subscribers_search where rowid = old.id;
      insert into subscribers_search (rowid, text) values (new.id, new.email);
    end`.execute(db);
  await sql`create trigger subscribers_search_delete after delete on subscribers begin
      delete from subscribers_search where rowid = old.id;
    end`.execute(db);
}

async function addPostgresSearch(db: Kysely<unknown>): Promise<void> {
  // A trusted extension since PostgreSQL 13: the database's owner may add it.
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql
    .raw(
      `create index messages_search on messages using gin ((lower(${messageText("")})) gin_trgm_ops)`,
    )
    .execute(db);
  await sql`create index subscribers_search on subscribers using gin ((lower(email)) gin_trgm_ops)`.execute(
    db,
  );
  // How often a search's words occur is estimated from a sample of the text: a larger one lets
  // the planner tell a rare name (the trigram index) from a common word (the newest-first index).
  for (const index of ["messages_search", "subscribers_search"]) {
    await sql.raw(`alter index ${index} alter column 1 set statistics 1000`).execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of ordered) {
    let builder = db.schema.createIndex(index.name).on(index.table).columns(index.columns);
    if (index.where) builder = builder.where(sql<boolean>`${sql.raw(index.where)}`);
    await builder.execute();
  }
  for (const name of replaced) await db.schema.dropIndex(name).execute();
  if (isPostgres(db)) await addPostgresSearch(db);
  else await addSqliteSearch(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await db.schema.dropIndex("subscribers_search").execute();
    await db.schema.dropIndex("messages_search").execute();
  } else {
    for (const name of ["messages", "subscribers"]) {
      for (const change of ["insert", "update", "delete"]) {
        await sql.raw(`drop trigger ${name}_search_${change}`).execute(db);
      }
      await sql.raw(`drop table ${name}_search`).execute(db);
    }
  }
  await db.schema
    .createIndex("messages_created_at_index")
    .on("messages")
    .column("created_at")
    .execute();
  await db.schema
    .createIndex("audit_log_created_at_index")
    .on("audit_log")
    .column("created_at")
    .execute();
  await db.schema
    .createIndex("events_event_date_index")
    .on("events")
    .column("event_date")
    .execute();
  for (const index of ordered.toReversed()) await db.schema.dropIndex(index.name).execute();
}
