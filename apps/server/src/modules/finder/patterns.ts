import { nameVariants } from './names.ts';

type Parts = { first: string; last: string };

/**
 * The local-part patterns of business addresses, in the order they are most common when a domain
 * gives no evidence (Hunter's and Snov.io's published pattern tables).
 */
export const PATTERNS: Record<string, (name: Parts) => string> = {
  'first.last': ({ first, last }) => `${first}.${last}`,
  flast: ({ first, last }) => `${first[0]}${last}`,
  first: ({ first }) => first,
  firstlast: ({ first, last }) => `${first}${last}`,
  first_last: ({ first, last }) => `${first}_${last}`,
  'f.last': ({ first, last }) => `${first[0]}.${last}`,
  'last.first': ({ first, last }) => `${last}.${first}`,
  'first-last': ({ first, last }) => `${first}-${last}`,
  firstl: ({ first, last }) => `${first}${last[0]}`,
  'first.l': ({ first, last }) => `${first}.${last[0]}`,
  lastf: ({ first, last }) => `${last}${first[0]}`,
  last: ({ last }) => last,
  lastfirst: ({ first, last }) => `${last}${first}`,
  last_first: ({ first, last }) => `${last}_${first}`,
};
export type PatternName = keyof typeof PATTERNS;
const ORDER = Object.keys(PATTERNS);

/** Every way of writing this name's parts (first variants × last variants), most likely first. */
function nameForms(firstName: string, lastName: string): Parts[] {
  const forms: Parts[] = [];
  for (const first of nameVariants(firstName)) {
    for (const last of nameVariants(lastName)) forms.push({ first, last });
  }
  return forms;
}

/** The patterns that write this person's address as `localPart`. */
export function patternsOf(localPart: string, firstName: string, lastName: string): string[] {
  const local = localPart.toLowerCase();
  const forms = nameForms(firstName, lastName);
  return ORDER.filter((pattern) => forms.some((form) => PATTERNS[pattern]?.(form) === local));
}

export type KnownAddress = { email: string; firstName: string; lastName: string };

export type InferredPattern = {
  /** The pattern that explains the most known addresses; null without any. */
  pattern: string | null;
  /** How many known addresses it explains, of how many. */
  explained: number;
  known: number;
  /** Every pattern in the order to try: explained ones by count, then the usual order. */
  order: string[];
};

/**
 * The domain's pattern from the verified addresses we hold there: each pattern's share is the
 * known addresses it explains. Ties go to the more common pattern.
 */
export function inferPattern(known: KnownAddress[]): InferredPattern {
  const counts = new Map<string, number>();
  for (const address of known) {
    const local = address.email.split('@')[0] ?? '';
    for (const pattern of patternsOf(local, address.firstName, address.lastName)) {
      counts.set(pattern, (counts.get(pattern) ?? 0) + 1);
    }
  }
  const order = [...ORDER].sort(
    (a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || ORDER.indexOf(a) - ORDER.indexOf(b),
  );
  const best = order[0] && (counts.get(order[0]) ?? 0) > 0 ? order[0] : null;
  return {
    pattern: best,
    explained: best ? (counts.get(best) ?? 0) : 0,
    known: known.length,
    order,
  };
}

/** "14 of 15 verified addresses at acme.com" */
export const shareText = (inferred: InferredPattern, domain: string) =>
  inferred.pattern
    ? `${inferred.explained} of ${inferred.known} verified address${inferred.known === 1 ? '' : 'es'} at ${domain}`
    : null;

const SPELLINGS_PER_PATTERN = 3;

/** The addresses to try for a person, in pattern order, each with the pattern that made it. */
export function candidates(
  firstName: string,
  lastName: string,
  domain: string,
  order: string[],
  limit: number,
): Array<{ email: string; pattern: string }> {
  const forms = nameForms(firstName, lastName);
  const seen = new Set<string>();
  const result: Array<{ email: string; pattern: string }> = [];
  // Pattern by pattern, each in its likeliest spellings (accents folded, hyphens dropped first).
  for (const pattern of order) {
    for (const form of forms.slice(0, SPELLINGS_PER_PATTERN)) {
      const local = PATTERNS[pattern]?.(form);
      if (!local || seen.has(local)) continue;
      seen.add(local);
      result.push({ email: `${local}@${domain}`, pattern });
      if (result.length >= limit) return result;
    }
  }
  return result;
}
