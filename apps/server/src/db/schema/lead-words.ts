import { customType, integer, pgTable } from 'drizzle-orm/pg-core';

/** Text compared byte by byte: a btree on it answers "words starting with …" (`^@`). */
const byteOrderText = customType<{ data: string }>({ dataType: () => 'text collate "C"' });

/**
 * Every word of the leads' keyword documents (`leads.search`, which holds the words of the name,
 * title and company documents too) with how many leads have it. A search word is a prefix
 * (`patel:*`); a full-text index answers a prefix by reading every matching word's list whole,
 * ~10 ms per common word at 1,000,000 leads, but a list of exact words by skipping through them
 * (decision 059). `lead_words_query` turns the prefixes into those words from here. Kept by
 * statement triggers on `leads` (migration 0040) in the writing transaction, like
 * lead_facet_counts; a word no lead has any more (an erased name) is removed.
 */
export const leadWords = pgTable('lead_words', {
  word: byteOrderText('word').primaryKey(),
  leads: integer('leads').notNull(),
});
