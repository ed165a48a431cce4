import { sql, type RawBuilder } from "kysely";

// A case-insensitive "contains" over text columns, the same on SQLite and PostgreSQL: the words
// are matched literally (a "%" or "_" in them is not a wildcard).

export function containsText(column: string, words: string): RawBuilder<boolean> {
  const pattern = `%${words.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
