import { describe, expect, it } from 'vitest';
import { wordPrefixQuery } from './word-prefix-query.ts';

describe('word-prefix search query', () => {
  it('turns text into lower-cased prefix words joined by AND', () => {
    expect(wordPrefixQuery('Ada Lovelace')).toBe('ada:* & lovelace:*');
    expect(wordPrefixQuery(' ada.lovelace@Mail.example ')).toBe(
      'ada:* & lovelace:* & mail:* & example:*',
    );
    expect(wordPrefixQuery('AB12CD34')).toBe('ab12cd34:*');
    expect(wordPrefixQuery('Zoë Ørsted')).toBe('zoë:* & ørsted:*');
  });

  it('drops punctuation, so no query syntax gets through, and keeps at most 10 words', () => {
    expect(wordPrefixQuery("o'brien | !x & (y):*")).toBe('o:* & brien:* & x:* & y:*');
    expect(wordPrefixQuery('%_%')).toBeUndefined();
    expect(wordPrefixQuery('')).toBeUndefined();
    expect(wordPrefixQuery('a b c d e f g h i j k l')?.split(' & ')).toHaveLength(10);
  });
});
