import { type EnrichmentMapping, FinderInput } from '@leadvault/contract';
import { splitFullName } from '../lead-imports/index.ts';

/** What one row of an enrichment asks. */
export type Question =
  | { kind: 'find'; input: FinderInput }
  | { kind: 'verify'; email: string; firstName?: string; lastName?: string }
  /** Neither a name with a company nor an address: answered `missing_data`, free. */
  | { kind: 'incomplete' };

/**
 * The question a row asks under the mapping: an address to verify when it gives one (our check answers a malformed
 * one `invalid`), else a
 * person (first and last name, or a full name split) at a company (domain or name).
 */
export function questionOf(cells: readonly string[], mapping: EnrichmentMapping): Question {
  const cell = (field: keyof EnrichmentMapping) => {
    const at = mapping[field];
    return at === undefined ? '' : (cells[at] ?? '').trim();
  };
  let firstName = cell('firstName');
  let lastName = cell('lastName');
  const fullName = cell('fullName');
  if (fullName && !(firstName && lastName)) ({ firstName, lastName } = splitFullName(fullName));
  const email = cell('email').toLowerCase();
  if (email) {
    return {
      kind: 'verify',
      email,
      firstName: firstName || undefined,
      lastName: lastName || undefined,
    };
  }
  const parsed = FinderInput.safeParse({
    firstName,
    lastName,
    domain: cell('companyDomain') || undefined,
    companyName: cell('companyName') || undefined,
  });
  return parsed.success ? { kind: 'find', input: parsed.data } : { kind: 'incomplete' };
}
