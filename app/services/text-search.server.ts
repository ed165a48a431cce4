import { sql, type RawBuilder } from "kysely";

// A case-insensitive "contains" over text columns, the same on SQLite and PostgreSQL: the words
// are matched literally (a "%" or "_" in them is not a wildcard).

export function containsText(column: string, typed: string): RawBuilder<boolean> {
  const words = searchWords(typed);
  const pattern = `%${words.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

// "Contains" over a whole table goes through a trigram index (decision 026, migration 0013): on
// SQLite an FTS5 table with the trigram tokenizer, searched for the words as one quoted phrase
// and read newest id first, so a common word stops at the page's end as a rare one does; on
// PostgreSQL a pg_trgm GIN index on the same text lowercased, searched with LIKE (the planner
// takes it for rare words and walks the newest rows for common ones). A trigram index finds
// words of three characters or more; shorter words are looked for among the newest rows only
// (`shortSearchRows`), which a list reads by its ordered index.

/** The fewest characters the trigram index can look up. */
export const searchMinLength = 3;

/** How many of the newest rows a search of one or two characters looks through. */
export const shortSearchRows = 2000;

export type SearchedTable = "messages" | "subscribers";

/** Words to search for as typed: control characters (a NUL ends a query string) become spaces. */
export function searchWords(typed: string): string {
  let words = "";
  for (const character of typed) {
    const code = character.codePointAt(0) ?? 0;
    words += code < 0x20 || code === 0x7f ? " " : character;
  }
  return words.trim();
}

/** Whether the words are long enough for the trigram index. */
export function indexedSearch(words: string): boolean {
  return [...words].length >= searchMinLength;
}

/** The text searched on PostgreSQL, as migration 0013 indexes it. */
const searchText: Record<SearchedTable, RawBuilder<string>> = {
  messages: sql<string>`lower(${sql.ref("messages.first_name")} || ' ' || coalesce(${sql.ref("messages.last_name")}, '') || ' ' || ${sql.ref("messages.email")} || ' ' || ${sql.ref("messages.phone")} || ' ' || ${sql.ref("messages.message")})`,
  subscribers: sql<string>`lower(${sql.ref("subscribers.email")})`,
};

/** PostgreSQL: the rows of `table` whose text contains `words`, by the trigram index. */
export function trigramMatch(table: SearchedTable, typed: string): RawBuilder<boolean> {
  const words = searchWords(typed);
  const pattern = `%${words.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`${searchText[table]} like ${pattern}`;
}

/** SQLite: the FTS5 query for `words` as one phrase, every character taken literally. */
export function ftsPhrase(typed: string): string {
  return `"${searchWords(typed).replace(/"/g, '""')}"`;
}
