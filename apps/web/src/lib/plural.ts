const englishPlurals = new Intl.PluralRules('en-US');

/**
 * A count with its noun in the right number, by the language's plural rules:
 * `plural(1, 'order', 'orders')` -> '1 order', `plural(1200, ...)` -> '1,200 orders'.
 */
export function plural(count: number, one: string, other: string): string {
  const noun = englishPlurals.select(count) === 'one' ? one : other;
  return `${count.toLocaleString('en-US')} ${noun}`;
}
