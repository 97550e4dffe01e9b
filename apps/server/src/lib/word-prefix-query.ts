/** Letters and digits in any script: what a search word is made of. */
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The words of a search as a PostgreSQL `to_tsquery` text, lower-cased, each matched as a word
 * prefix: "ada love" finds "Ada Lovelace" and "ada.lovelace@mail.example.co.uk"; "ab12" finds order
 * AB12CD34. Punctuation only separates words, so `%`, `_` or quotes never act as wildcards or
 * syntax. At most ten words; undefined when the text holds none.
 */
export function wordPrefixQuery(text: string): string | undefined {
  const words = text.toLowerCase().match(WORD);
  if (!words || words.length === 0) return undefined;
  return words
    .slice(0, 10)
    .map((word) => `${word}:*`)
    .join(' & ');
}
