import { type SQL, sql } from 'drizzle-orm';
import { searchWords } from '../../lib/word-prefix-query.ts';

/** A search's words and the full-text query that matches them, each as a word prefix. */
export type WordsQuery = { words: string[]; query: SQL };

/**
 * The words of a search as a full-text query of the exact words the leads have that start with
 * them (`lead_words_query`, decision 059): a full-text index reads a prefix's every word whole,
 * but skips through a list of exact words. Written as an uncorrelated subquery so that PostgreSQL
 * works it out once per query (an index condition or a filter alike), not once per row.
 * Undefined when the text holds no word.
 */
export function leadWordsQuery(text: string | undefined): WordsQuery | undefined {
  const words = searchWords(text ?? '');
  if (words.length === 0) return undefined;
  const prefixes = sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  );
  return { words, query: sql`(select lead_words_query(array[${prefixes}]::text[]))` };
}
