import {
  LEAD_COMPANY_SIZES,
  LEAD_DEPARTMENTS,
  LEAD_INDUSTRIES,
  type LeadCompanySize,
  type LeadDepartment,
  type LeadEmailStatus,
  type LeadSeniority,
} from '@leadvault/contract';
import type { LeadData } from './bulk-write.ts';

import {
  CHIEF_TITLES,
  DEPARTMENT_NAMES,
  DOMAIN_SUFFIXES,
  PLACES,
  ROLE_TITLES,
  SENIORITY_WEIGHTS,
  STATUS_WEIGHTS,
} from './vocabulary.ts';

// Generated demo leads: plausible people at made-up companies on reserved domains (.example,
// .test, example.com subdomains, RFC 2606), so no real person or mailbox is ever shown. Made
// by a seeded PRNG: the same leads on every machine and every start (tests, screenshots).

/** A generated lead: a lead's own data, as the bulk insert writes it. */
export type DemoLead = LeadData;

/** mulberry32: tiny, fast and good enough to spread demo data. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, values: readonly T[]): T =>
  values[Math.floor(random() * values.length)] as T;
function weighted<T>(random: Random, entries: ReadonlyArray<readonly [T, number]>): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return (entries.at(-1) as readonly [T, number])[0];
}

const FIRST_NAMES = [
  'Ada',
  'Aiko',
  'Alejandro',
  'Amara',
  'Anders',
  'Ananya',
  'Beatriz',
  'Ben',
  'Camille',
  'Carlos',
  'Chen',
  'Chloe',
  'Daniel',
  'Dmitri',
  'Elena',
  'Emma',
  'Fatima',
  'Felix',
  'Grace',
  'Hannah',
  'Hiro',
  'Ines',
  'Isaac',
  'Jamal',
  'Jana',
  'Jonas',
  'Julia',
  'Kai',
  'Laura',
  'Leon',
  'Lucia',
  'Maya',
  'Mei',
  'Mohammed',
  'Nadia',
  'Noah',
  'Olivia',
  'Omar',
  'Priya',
  'Rafael',
  'Ravi',
  'Rosa',
  'Samuel',
  'Sara',
  'Sofia',
  'Tariq',
  'Thomas',
  'Valentina',
  'Wei',
  'Yara',
] as const;
const LAST_NAMES = [
  'Andersson',
  'Bauer',
  'Bianchi',
  'Brown',
  'Carter',
  'Chen',
  'Costa',
  'Dubois',
  'Fischer',
  'Garcia',
  'Gupta',
  'Hansen',
  'Hughes',
  'Ito',
  'Jansen',
  'Kim',
  'Kowalski',
  'Larsen',
  'Lopez',
  'Martin',
  'Meyer',
  'Moreau',
  'Murphy',
  'Nakamura',
  'Nguyen',
  'Novak',
  'Okafor',
  "O'Brien",
  'Patel',
  'Pereira',
  'Rossi',
  'Santos',
  'Schmidt',
  'Silva',
  'Singh',
  'Sato',
  'Taylor',
  'Tanaka',
  'Walsh',
  'Zhang',
] as const;
const COMPANY_WORDS = [
  'Blue',
  'Bright',
  'Cedar',
  'Clear',
  'Copper',
  'Crest',
  'Delta',
  'Ember',
  'Fern',
  'Granite',
  'Harbor',
  'Iron',
  'Juniper',
  'Keystone',
  'Lumen',
  'Maple',
  'Meridian',
  'North',
  'Oak',
  'Orbit',
  'Pine',
  'Quartz',
  'River',
  'Sage',
  'Silver',
  'Summit',
  'Tidal',
  'Vertex',
  'Willow',
  'Zenith',
] as const;
/** Company name endings that fit each industry of LEAD_INDUSTRIES. */
const COMPANY_ENDINGS: Record<string, readonly string[]> = {
  Software: ['Software', 'Labs', 'Cloud'],
  'Financial Services': ['Capital', 'Finance', 'Payments'],
  Healthcare: ['Health', 'Care', 'Medical'],
  Manufacturing: ['Manufacturing', 'Industries', 'Works'],
  Retail: ['Retail', 'Stores', 'Goods'],
  Education: ['Learning', 'Academy', 'Education'],
  'Marketing & Advertising': ['Media', 'Creative', 'Agency'],
  Logistics: ['Logistics', 'Freight', 'Shipping'],
  'Real Estate': ['Properties', 'Realty', 'Estates'],
  Telecommunications: ['Networks', 'Telecom', 'Connect'],
  Energy: ['Energy', 'Power', 'Renewables'],
  Consulting: ['Partners', 'Advisory', 'Consulting'],
  Media: ['Studios', 'Publishing', 'Broadcasting'],
  Hospitality: ['Hotels', 'Hospitality', 'Resorts'],
  'Legal Services': ['Law', 'Legal', 'Chambers'],
  Construction: ['Construction', 'Builders', 'Engineering'],
};

function jobTitle(random: Random, seniority: LeadSeniority, department: LeadDepartment): string {
  const area = DEPARTMENT_NAMES[department];
  switch (seniority) {
    case 'owner':
      return pick(random, ['Founder', 'Co-Founder', 'Owner', 'Founder & CEO']);
    case 'c_level':
      return CHIEF_TITLES[department];
    case 'vp':
      return pick(random, [`VP of ${area}`, `Vice President, ${area}`, `SVP ${area}`]);
    case 'director':
      return pick(random, [`Director of ${area}`, `${area} Director`, `Head of ${area}`]);
    case 'manager':
      return pick(random, [`${area} Manager`, `${area} Team Lead`, `Senior ${area} Manager`]);
    case 'senior':
      return `Senior ${ROLE_TITLES[department]}`;
    case 'entry':
      return pick(random, [ROLE_TITLES[department], `Junior ${ROLE_TITLES[department]}`]);
  }
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const mailbox = (text: string) => slug(text).replace(/-/g, '');

/**
 * The local part every demo company writes an address in (`first.last`, first and last names of
 * the demo's name lists), for the mail sandbox: colleagues of the demo leads who are not leads
 * (yet) have mailboxes too, so the e-mail finder has someone new to find in the demo.
 */
export function isDemoColleagueMailbox(localPart: string): boolean {
  const [first, last, ...rest] = localPart.toLowerCase().split('.');
  if (!first || !last || rest.length > 0) return false;
  demoNameParts ??= {
    first: new Set(FIRST_NAMES.map(mailbox)),
    last: new Set(LAST_NAMES.map(mailbox)),
  };
  return demoNameParts.first.has(first) && demoNameParts.last.has(last);
}
let demoNameParts: { first: Set<string>; last: Set<string> } | undefined;

type Company = {
  name: string;
  domain: string;
  industry: string;
  size: LeadCompanySize;
  country: string;
  cities: readonly string[];
};

function makeCompanies(random: Random, howMany: number): Company[] {
  const companies: Company[] = [];
  const taken = new Set<string>();
  while (companies.length < howMany) {
    const index = companies.length;
    // Cycling (not drawing) industries and sizes: every value is present whatever the count.
    const industry = LEAD_INDUSTRIES[index % LEAD_INDUSTRIES.length] as string;
    const endings = COMPANY_ENDINGS[industry] ?? ['Group'];
    const name = `${pick(random, COMPANY_WORDS)}${pick(random, COMPANY_WORDS).toLowerCase()} ${pick(random, endings)}`;
    if (taken.has(name)) continue;
    taken.add(name);
    const [country, cities] = weighted(
      random,
      PLACES.map(([code, cityNames, weight]) => [[code, cityNames] as const, weight] as const),
    );
    companies.push({
      name,
      domain: `${slug(name)}.${DOMAIN_SUFFIXES[index % DOMAIN_SUFFIXES.length]}`,
      industry,
      size: LEAD_COMPANY_SIZES[index % LEAD_COMPANY_SIZES.length] as LeadCompanySize,
      country,
      cities,
    });
  }
  return companies;
}

/** Verification dates fall in the six months before this fixed day, never "now". */
const VERIFIED_BEFORE = Date.UTC(2026, 10, 1);
const DAY = 24 * 60 * 60 * 1000;

/** The leads `seedFindLeadsDemo` loads, and so the generator's default count. */
export const DEMO_LEAD_COUNT = 3000;
/** The Find Leads demo's seed. */
const DEMO_SEED = 20_261_101;

/** How many companies a generated set has: 25 leads per company. */
const companiesFor = (count: number) => Math.max(1, Math.ceil(count / 25));

/**
 * The companies' domains of `demoLeads(count, seed)`, in the order their leads come, without
 * making the leads: the companies are the generator's first draws. The mail sandbox answers
 * for these domains only.
 */
export function demoLeadDomains(count = DEMO_LEAD_COUNT, seed = DEMO_SEED): string[] {
  return makeCompanies(seededRandom(seed), companiesFor(count)).map((company) => company.domain);
}

/** `count` demo leads, the same ones for the same seed. */
export function generateDemoLeads(count = DEMO_LEAD_COUNT, seed = DEMO_SEED): DemoLead[] {
  return [...demoLeads(count, seed)];
}

/**
 * The same leads one at a time, made as they are asked for: the seed checks the first one and
 * inserts the rest in batches without holding them all (decision 025).
 */
export function* demoLeads(count = DEMO_LEAD_COUNT, seed = DEMO_SEED): Generator<DemoLead, void> {
  const random = seededRandom(seed);
  const companies = makeCompanies(random, companiesFor(count));
  const emails = new Set<string>();
  for (let index = 0; index < count; index += 1) {
    const company = companies[index % companies.length] as Company;
    // The first leads walk through every seniority, department and status, then chance takes over.
    const seniority =
      index < SENIORITY_WEIGHTS.length
        ? (SENIORITY_WEIGHTS[index]?.[0] as LeadSeniority)
        : weighted(random, SENIORITY_WEIGHTS);
    const department: LeadDepartment =
      seniority === 'owner'
        ? 'executive'
        : (LEAD_DEPARTMENTS[
            (index * 7 + Math.floor(random() * 3)) % LEAD_DEPARTMENTS.length
          ] as LeadDepartment);
    const emailStatus =
      index < STATUS_WEIGHTS.length
        ? (STATUS_WEIGHTS[index]?.[0] as LeadEmailStatus)
        : weighted(random, STATUS_WEIGHTS);
    const firstName = pick(random, FIRST_NAMES);
    const lastName = pick(random, LAST_NAMES);
    let local = `${mailbox(firstName)}.${mailbox(lastName)}`;
    for (let n = 2; emails.has(`${local}@${company.domain}`); n += 1) {
      local = `${mailbox(firstName)}.${mailbox(lastName)}${n}`;
    }
    const email = `${local}@${company.domain}`;
    emails.add(email);
    yield {
      firstName,
      lastName,
      jobTitle: jobTitle(random, seniority, department),
      seniority,
      department,
      companyName: company.name,
      companyDomain: company.domain,
      industry: company.industry,
      companySize: company.size,
      country: company.country,
      city: pick(random, company.cities),
      linkedinUrl: `https://linkedin.example/in/${slug(`${firstName} ${lastName}`)}-${Math.floor(random() * 9000 + 1000)}`,
      email,
      emailStatus,
      verifiedAt:
        emailStatus === 'unknown'
          ? null
          : new Date(
              VERIFIED_BEFORE - Math.floor(random() * 180) * DAY - Math.floor(random() * DAY),
            ),
    };
  }
}
