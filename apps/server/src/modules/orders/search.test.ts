import { describe, expect, it } from 'vitest';
import { searchQuery } from './search.ts';

describe('order search words', () => {
  it('turns text into lower-cased prefix words joined by AND', () => {
    expect(searchQuery('Ada Lovelace')).toBe('ada:* & lovelace:*');
    expect(searchQuery(' ada.lovelace@Mail.example ')).toBe(
      'ada:* & lovelace:* & mail:* & example:*',
    );
    expect(searchQuery('AB12CD34')).toBe('ab12cd34:*');
    expect(searchQuery('Zoë Ørsted')).toBe('zoë:* & ørsted:*');
  });

  it('drops punctuation, so no query syntax gets through, and keeps at most 10 words', () => {
    expect(searchQuery("o'brien | !x & (y):*")).toBe('o:* & brien:* & x:* & y:*');
    expect(searchQuery('%_%')).toBeUndefined();
    expect(searchQuery('')).toBeUndefined();
    expect(searchQuery('a b c d e f g h i j k l')?.split(' & ')).toHaveLength(10);
  });
});
