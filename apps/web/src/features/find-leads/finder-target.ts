import { type FinderInput, TEXT_MAX, text } from '@leadvault/contract';
import { z } from 'zod';

/** The finder's form: one field takes the company's domain, its web address or its name. */
export const FinderFormInput = z.object({
  firstName: text({ label: 'First name', max: TEXT_MAX.name, required: 'Enter the first name.' }),
  lastName: text({ label: 'Last name', max: TEXT_MAX.name, required: 'Enter the last name.' }),
  company: text({
    label: 'Company',
    max: TEXT_MAX.url,
    required: 'Enter the company’s domain (acme.com) or its name.',
  }),
});
export type FinderFormInput = z.infer<typeof FinderFormInput>;

// A dot followed by a 2+ letter label, no spaces: `acme.com`, `https://www.acme.co.uk/about`.
const DOMAIN_LIKE = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/;

/** The bare domain of `value` when it looks like a domain or a web address, else null. */
export function domainOf(value: string): string | null {
  const host = value
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/^www\./, '');
  return DOMAIN_LIKE.test(host) ? host : null;
}

/** What the finder is asked: `domain` when the company field looks like one, else `companyName`. */
export function finderInput({ firstName, lastName, company }: FinderFormInput): FinderInput {
  const domain = domainOf(company);
  return domain
    ? { firstName, lastName, domain }
    : { firstName, lastName, companyName: company.trim() };
}
