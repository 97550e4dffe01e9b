import {
  LEAD_COMPANY_SIZES,
  type LeadCompanySize,
  type LeadDepartment,
  type LeadEmailStatus,
  type LeadSeniority,
} from '@leadvault/contract';

// The words files use for a lead's values, and what they mean: company domains, the contract's
// enumerations (seniority, department, e-mail status, company size). Countries are in
// countries.ts, dates in dates.ts. Read by normalize.ts, which turns a row into a lead.

/** Addresses at these providers say nothing about the company: no domain is taken from them. */
export const FREE_MAIL = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'msn.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.de',
  'web.de',
  'mail.com',
  'yandex.com',
  'yandex.ru',
  'zoho.com',
]);

const DOMAIN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;

/** `https://www.Acme.com/about` -> `acme.com`; '' when it is not a domain. */
export function normalizeDomain(value: string): string {
  const domain = value
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[/?#:].*$/, '')
    .replace(/\.$/, '');
  return DOMAIN.test(domain) && domain.length <= 253 ? domain : '';
}

// -- enumerations: the contract's values and the words files use for them -------------------

export const SENIORITY_WORDS: Record<string, LeadSeniority> = {
  owner: 'owner',
  founder: 'owner',
  cofounder: 'owner',
  partner: 'owner',
  proprietor: 'owner',
  clevel: 'c_level',
  csuite: 'c_level',
  cxo: 'c_level',
  chief: 'c_level',
  executive: 'c_level',
  vp: 'vp',
  vicepresident: 'vp',
  svp: 'vp',
  evp: 'vp',
  director: 'director',
  head: 'director',
  manager: 'manager',
  management: 'manager',
  mgr: 'manager',
  lead: 'manager',
  senior: 'senior',
  sr: 'senior',
  entry: 'entry',
  entrylevel: 'entry',
  junior: 'entry',
  jr: 'entry',
  intern: 'entry',
  associate: 'entry',
  individualcontributor: 'entry',
  staff: 'entry',
};

/** Title words, most senior first: the first that matches decides (when no seniority is given). */
export const TITLE_SENIORITY: Array<[RegExp, LeadSeniority]> = [
  [/\b(owner|founder|co-?founder|proprietor)\b/i, 'owner'],
  [/\b(chief|ceo|cto|cfo|coo|cmo|cio|cro|cpo|president)\b/i, 'c_level'],
  [/\b(vp|svp|evp|vice president)\b/i, 'vp'],
  [/\b(director|head of)\b/i, 'director'],
  [/\b(manager|lead|supervisor)\b/i, 'manager'],
  [/\b(senior|sr\.?|principal|staff)\b/i, 'senior'],
];

export const DEPARTMENT_WORDS: Record<string, LeadDepartment> = {
  executive: 'executive',
  management: 'executive',
  csuite: 'executive',
  sales: 'sales',
  businessdevelopment: 'sales',
  marketing: 'marketing',
  engineering: 'engineering',
  rd: 'engineering',
  researchanddevelopment: 'engineering',
  product: 'engineering',
  it: 'it',
  informationtechnology: 'it',
  finance: 'finance',
  accounting: 'finance',
  hr: 'hr',
  humanresources: 'hr',
  people: 'hr',
  operations: 'operations',
  ops: 'operations',
  legal: 'legal',
  support: 'support',
  customersupport: 'support',
  customersuccess: 'support',
  customerservice: 'support',
  other: 'other',
};

export const TITLE_DEPARTMENT: Array<[RegExp, LeadDepartment]> = [
  [/\b(ceo|chief executive|president|founder|owner|executive assistant)\b/i, 'executive'],
  [/\b(sales|account executive|business development|sdr|bdr|revenue)\b/i, 'sales'],
  [/\b(marketing|brand|growth|seo|content)\b/i, 'marketing'],
  [/\b(engineer|engineering|developer|software|cto|technology)\b/i, 'engineering'],
  [/\b(it|cio|systems|network|infrastructure|security)\b/i, 'it'],
  [/\b(finance|financial|cfo|accountant|accounting|controller)\b/i, 'finance'],
  [/\b(hr|human resources|people|talent|recruit\w*)\b/i, 'hr'],
  [/\b(operations|coo|logistics|supply chain)\b/i, 'operations'],
  [/\b(legal|counsel|lawyer|attorney|compliance)\b/i, 'legal'],
  [/\b(support|customer success|customer service)\b/i, 'support'],
];

export const STATUS_WORDS: Record<string, LeadEmailStatus> = {
  valid: 'valid',
  verified: 'valid',
  deliverable: 'valid',
  ok: 'valid',
  acceptall: 'accept_all',
  catchall: 'accept_all',
  risky: 'accept_all',
  unknown: 'unknown',
  unverified: 'unknown',
  invalid: 'invalid',
  undeliverable: 'invalid',
  bounced: 'invalid',
  bounce: 'invalid',
};

/** The size bucket an employee count falls in. */
function sizeOf(count: number): LeadCompanySize {
  if (count <= 10) return '1-10';
  if (count <= 50) return '11-50';
  if (count <= 200) return '51-200';
  if (count <= 500) return '201-500';
  if (count <= 1000) return '501-1000';
  if (count <= 5000) return '1001-5000';
  return '5001+';
}

/** `51-200`, `51 to 200`, `51–200`, `250`, `10,000+` -> a size bucket; undefined otherwise. */
export function parseCompanySize(value: string): LeadCompanySize | undefined {
  const cleaned = value.trim().replace(/[,\s]/g, '').replace(/[–—]/g, '-').replace(/to/i, '-');
  if ((LEAD_COMPANY_SIZES as readonly string[]).includes(cleaned)) {
    return cleaned as LeadCompanySize;
  }
  const range = /^(\d+)-(\d+)$/.exec(cleaned);
  if (range) return sizeOf(Number(range[2]));
  const open = /^(\d+)\+$/.exec(cleaned);
  if (open) return sizeOf(Number(open[1]) + 1);
  if (/^\d+$/.test(cleaned)) return sizeOf(Number(cleaned));
  return undefined;
}
