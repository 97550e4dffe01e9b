import type { LeadImportColumns, LeadImportField, LeadImportMapping } from '@leadvault/contract';

/** A heading reduced to its letters and digits: `Work E-mail` -> `workemail`. */
export const headingKey = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Headings that name each field, as lead vendors and CRMs export them (compared by
 * `headingKey`). The first heading of the file that matches a field is suggested for it.
 */
const SYNONYMS: Record<LeadImportField, string[]> = {
  email: [
    'email',
    'emailaddress',
    'workemail',
    'businessemail',
    'companyemail',
    'professionalemail',
    'primaryemail',
    'contactemail',
    'email1',
    'mail',
  ],
  firstName: ['firstname', 'first', 'givenname', 'forename', 'fname'],
  lastName: ['lastname', 'last', 'surname', 'familyname', 'lname'],
  fullName: ['fullname', 'name', 'contactname', 'contact', 'personname'],
  jobTitle: ['jobtitle', 'title', 'position', 'role', 'designation', 'jobrole'],
  seniority: ['seniority', 'senioritylevel', 'level', 'managementlevel'],
  department: ['department', 'dept', 'jobfunction', 'function', 'division'],
  companyName: [
    'companyname',
    'company',
    'organization',
    'organisation',
    'employer',
    'accountname',
    'account',
  ],
  companyDomain: [
    'companydomain',
    'domain',
    'companywebsite',
    'website',
    'companyurl',
    'websiteurl',
    'web',
    'url',
  ],
  industry: ['industry', 'sector', 'vertical'],
  companySize: [
    'companysize',
    'size',
    'employees',
    'employeecount',
    'numberofemployees',
    'noofemployees',
    'headcount',
    'staffcount',
  ],
  country: ['country', 'countrycode', 'countryname', 'nation'],
  city: ['city', 'town', 'locality'],
  linkedinUrl: [
    'linkedinurl',
    'linkedin',
    'linkedinprofile',
    'linkedinprofileurl',
    'personlinkedinurl',
  ],
  emailStatus: ['emailstatus', 'verificationstatus', 'emailverification', 'status', 'verification'],
  verifiedAt: ['verifiedat', 'verifieddate', 'verifiedon', 'lastverified', 'verificationdate'],
};

/**
 * The mapping suggested for these headings: each field gets the first heading that names it,
 * each heading feeds one field at most. Synonyms are tried in order, so `Work Email` wins over a
 * later `Email 2` only when no plain `Email` heading exists.
 */
export function suggestMapping(headers: readonly string[]): LeadImportColumns {
  const keys = headers.map(headingKey);
  const used = new Set<number>();
  const mapping: LeadImportColumns = {};
  for (const [field, synonyms] of Object.entries(SYNONYMS) as Array<[LeadImportField, string[]]>) {
    for (const synonym of synonyms) {
      const index = keys.findIndex((key, at) => key === synonym && !used.has(at));
      if (index >= 0) {
        used.add(index);
        mapping[field] = index;
        break;
      }
    }
  }
  return mapping;
}

/** Lead field -> column index in the file, for the fields the mapping names. */
export type ColumnIndex = LeadImportColumns;

/**
 * The mapping by column position. A position is taken as it is (when the file has it); a
 * heading — from a client of the heading era, or an import stored then — is looked up among the
 * file's headings, which are unique. Fields whose column the file lacks are left out: `problems`
 * lists them for the caller that must refuse them.
 */
export function columnIndex(
  headers: readonly string[],
  mapping: LeadImportMapping | Record<string, string | number>,
  problems: Array<{ field: LeadImportField; column: string | number }> = [],
): ColumnIndex {
  const index: ColumnIndex = {};
  for (const [field, column] of Object.entries(mapping) as Array<
    [LeadImportField, string | number | undefined]
  >) {
    if (column === undefined || column === '') continue;
    const at = typeof column === 'number' ? column : headers.indexOf(column);
    if (Number.isInteger(at) && at >= 0 && at < headers.length) index[field] = at;
    else problems.push({ field, column });
  }
  return index;
}
