import type { LeadDepartment, LeadEmailStatus, LeadSeniority } from '@leadvault/contract';

// The words generated leads are made of, shared by the demo seed and the benchmark's million
// leads so both spread over the same filter values with the same weights.

export const DOMAIN_SUFFIXES = ['example', 'test', 'example.com'] as const;
/** Country, its cities, and its weight among companies. */
export const PLACES: ReadonlyArray<readonly [string, readonly string[], number]> = [
  ['US', ['New York', 'San Francisco', 'Austin', 'Chicago', 'Seattle', 'Boston', 'Denver'], 30],
  ['GB', ['London', 'Manchester', 'Edinburgh', 'Bristol'], 10],
  ['DE', ['Berlin', 'Munich', 'Hamburg', 'Cologne'], 8],
  ['CA', ['Toronto', 'Vancouver', 'Montreal'], 7],
  ['FR', ['Paris', 'Lyon', 'Toulouse'], 6],
  ['AU', ['Sydney', 'Melbourne', 'Brisbane'], 5],
  ['NL', ['Amsterdam', 'Rotterdam', 'Utrecht'], 5],
  ['IN', ['Bengaluru', 'Mumbai', 'Pune'], 5],
  ['ES', ['Madrid', 'Barcelona', 'Valencia'], 4],
  ['SE', ['Stockholm', 'Gothenburg'], 3],
  ['IE', ['Dublin', 'Cork'], 3],
  ['SG', ['Singapore'], 3],
  ['BR', ['São Paulo', 'Rio de Janeiro'], 3],
  ['JP', ['Tokyo', 'Osaka'], 3],
  ['CH', ['Zurich', 'Geneva'], 2],
  ['PL', ['Warsaw', 'Kraków'], 2],
  ['MX', ['Mexico City', 'Guadalajara'], 2],
  ['ZA', ['Cape Town', 'Johannesburg'], 2],
];
export const SENIORITY_WEIGHTS: ReadonlyArray<readonly [LeadSeniority, number]> = [
  ['owner', 4],
  ['c_level', 8],
  ['vp', 10],
  ['director', 15],
  ['manager', 23],
  ['senior', 20],
  ['entry', 20],
];
export const STATUS_WEIGHTS: ReadonlyArray<readonly [LeadEmailStatus, number]> = [
  ['valid', 60],
  ['accept_all', 20],
  ['unknown', 12],
  ['invalid', 8],
];
export const DEPARTMENT_NAMES: Record<LeadDepartment, string> = {
  executive: 'Strategy',
  sales: 'Sales',
  marketing: 'Marketing',
  engineering: 'Engineering',
  it: 'IT',
  finance: 'Finance',
  hr: 'People',
  operations: 'Operations',
  legal: 'Legal',
  support: 'Customer Success',
  other: 'Business Development',
};
export const CHIEF_TITLES: Record<LeadDepartment, string> = {
  executive: 'Chief Executive Officer',
  sales: 'Chief Revenue Officer',
  marketing: 'Chief Marketing Officer',
  engineering: 'Chief Technology Officer',
  it: 'Chief Information Officer',
  finance: 'Chief Financial Officer',
  hr: 'Chief People Officer',
  operations: 'Chief Operating Officer',
  legal: 'Chief Legal Officer',
  support: 'Chief Customer Officer',
  other: 'Chief of Staff',
};
export const ROLE_TITLES: Record<LeadDepartment, string> = {
  executive: 'Executive Assistant',
  sales: 'Account Executive',
  marketing: 'Marketing Specialist',
  engineering: 'Software Engineer',
  it: 'Systems Administrator',
  finance: 'Financial Analyst',
  hr: 'HR Business Partner',
  operations: 'Operations Analyst',
  legal: 'Legal Counsel',
  support: 'Support Specialist',
  other: 'Business Analyst',
};
