import anyAscii from 'any-ascii';

/**
 * The ways a name part is written in e-mail addresses, most likely first: accents and letters
 * outside ASCII folded ("José" → jose, "Søren" → soren), apostrophes and hyphens dropped, kept
 * and split, as mail systems and pattern tables do ("O'Neil-Ruiz" → oneilruiz, oneil-ruiz,
 * o'neil-ruiz, oneil, ruiz).
 */
export function nameVariants(part: string): string[] {
  const folded = anyAscii(part.normalize('NFKC')).toLowerCase().trim();
  const letters = (text: string) => text.replace(/[^a-z0-9]/g, '');
  const words = folded
    .split(/[\s'’`-]+/)
    .map(letters)
    .filter(Boolean);
  const variants = [
    letters(folded),
    folded.replace(/[\s'’`]+/g, '').replace(/[^a-z0-9-]/g, ''),
    folded
      .replace(/\s+/g, '')
      .replace(/’/g, "'")
      .replace(/[^a-z0-9'-]/g, ''),
    ...(words.length > 1 ? words.filter((word) => word.length > 1) : []),
  ];
  return [...new Set(variants.filter((variant) => /[a-z0-9]/.test(variant)))];
}
