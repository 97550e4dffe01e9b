/** Letters and digits in any script: what a search word is made of. */
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The words of a search, lower-cased, each meant as a word prefix: "ada love" finds "Ada
 * Lovelace" and "ada.lovelace@mail.example.co.uk"; "ab12" finds order AB12CD34. Punctuation only
 * separates words, so `%`, `_` or quotes never act as wildcards or syntax. At most ten words.
 */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).slice(0, 10);
}

/** The words of a search as a PostgreSQL `to_tsquery` text; undefined when there are none. */
export function wordPrefixQuery(text: string): string | undefined {
  const words = searchWords(text);
  if (words.length === 0) return undefined;
  return words.map((word) => `${word}:*`).join(' & ');
}
