import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { searchWords } from '../../lib/word-prefix-query.ts';

/** A search's words and the full-text query that matches them, each as a word prefix. */
export type WordsQuery = { words: string[]; query: SQL };

/** Word searches already turned into their full-text queries (`resolveWords`), by their text. */
export type ResolvedWords = ReadonlyMap<string, string>;

const prefixArray = (words: string[]) =>
  sql`array[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;

/**
 * The words of a search as a full-text query of the exact words the leads have that start with
 * them (`lead_words_query`, decision 059): a full-text index reads a prefix's every word whole,
 * but skips through a list of exact words. Written as an uncorrelated subquery so that PostgreSQL
 * works it out once per query (an index condition or a filter alike), not once per row; or, when
 * `resolved` holds the text, as that query itself, a constant the planner can estimate from the
 * column's statistics. Undefined when the text holds no word.
 */
export function leadWordsQuery(
  text: string | undefined,
  resolved?: ResolvedWords,
): WordsQuery | undefined {
  const words = searchWords(text ?? '');
  if (words.length === 0) return undefined;
  const known = text === undefined ? undefined : resolved?.get(text);
  return {
    words,
    query:
      known === undefined
        ? sql`(select lead_words_query(${prefixArray(words)}))`
        : sql`${known}::tsquery`,
  };
}

/**
 * Turns word searches into their full-text queries in one statement, for a query whose plan the
 * planner chooses alone (a whole-search quote): a subquery's value is unknown when it plans, and
 * it would guess how many leads match.
 */
export async function resolveWords(
  db: DbOrTx,
  texts: ReadonlyArray<string | undefined>,
): Promise<ResolvedWords> {
  const wanted = [...new Set(texts)].filter(
    (text): text is string => text !== undefined && searchWords(text).length > 0,
  );
  if (wanted.length === 0) return new Map();
  const [row] = await db
    .select(
      Object.fromEntries(
        wanted.map((text, index) => [
          `q${index}`,
          sql<string>`lead_words_query(${prefixArray(searchWords(text))})::text`,
        ]),
      ),
    )
    .from(sql`(values (1)) as one (n)`);
  return new Map(wanted.map((text, index) => [text, String(row?.[`q${index}`] ?? '')]));
}
