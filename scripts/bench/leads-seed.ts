// A million plausible leads in one INSERT ... SELECT over generate_series: deterministic (every
// value is drawn from md5 of the series number, so every run and both databases hold the same
// leads), spread over every filter value with the demo data's weights, e-mails unique.

import { performance } from 'node:perf_hooks';
import {
  LEAD_COMPANY_SIZES,
  LEAD_DEPARTMENTS,
  LEAD_INDUSTRIES,
  type LeadDepartment,
} from '@leadvault/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/index.ts';
import {
  CHIEF_TITLES,
  DEPARTMENT_NAMES,
  DOMAIN_SUFFIXES,
  PLACES,
  ROLE_TITLES,
  SENIORITY_WEIGHTS,
  STATUS_WEIGHTS,
} from '../../apps/server/src/modules/leads/vocabulary.ts';
import { rebuildingIndexes } from './support.ts';

/** The staff e-mail the bench's leads are "loaded" by (`leadAdded`). */
export const BENCH_LEADS_ADDED_BY = 'admin@bench.example.com';
/** Verification dates fall in the 180 days before this fixed day, never "now". */
const VERIFIED_BEFORE = '2026-11-01T00:00:00Z';

// Plain ASCII names: the e-mail's mailbox is the lower-cased name as it is.
// biome-ignore format: a word list
const FIRST_NAMES = [
  'Ada', 'Aiko', 'Alejandro', 'Amara', 'Anders', 'Ananya', 'Beatriz', 'Ben', 'Camille', 'Carlos',
  'Chen', 'Chloe', 'Daniel', 'Dmitri', 'Elena', 'Emma', 'Fatima', 'Felix', 'Grace', 'Hannah',
  'Hiro', 'Ines', 'Isaac', 'Jamal', 'Jana', 'Jonas', 'Julia', 'Kai', 'Laura', 'Leon', 'Lucia',
  'Maya', 'Mei', 'Mohammed', 'Nadia', 'Noah', 'Olivia', 'Omar', 'Priya', 'Rafael', 'Ravi', 'Rosa',
  'Samuel', 'Sara', 'Sofia', 'Tariq', 'Thomas', 'Valentina', 'Wei', 'Yara',
];
// biome-ignore format: a word list
const LAST_NAMES = [
  'Andersson', 'Bauer', 'Bianchi', 'Brown', 'Carter', 'Chen', 'Costa', 'Dubois', 'Fischer',
  'Garcia', 'Gupta', 'Hansen', 'Hughes', 'Ito', 'Jansen', 'Kim', 'Kowalski', 'Larsen', 'Lopez',
  'Martin', 'Meyer', 'Moreau', 'Murphy', 'Nakamura', 'Nguyen', 'Novak', 'Okafor', 'Obrien',
  'Patel', 'Pereira', 'Rossi', 'Santos', 'Schmidt', 'Silva', 'Singh', 'Sato', 'Taylor', 'Tanaka',
  'Walsh', 'Zhang',
];
// biome-ignore format: a word list
const COMPANY_WORDS = [
  'Blue', 'Bright', 'Cedar', 'Clear', 'Copper', 'Crest', 'Delta', 'Ember', 'Fern', 'Granite',
  'Harbor', 'Iron', 'Juniper', 'Keystone', 'Lumen', 'Maple', 'Meridian', 'North', 'Oak', 'Orbit',
  'Pine', 'Quartz', 'River', 'Sage', 'Silver', 'Summit', 'Tidal', 'Vertex', 'Willow', 'Zenith',
];
// biome-ignore format: a word list
const COMPANY_ENDINGS = [
  'Analytics', 'Systems', 'Labs', 'Logistics', 'Partners', 'Health', 'Works', 'Capital', 'Media',
  'Energy', 'Group', 'Software', 'Foods', 'Studio', 'Networks', 'Retail',
];
/** Every (first word, second word, ending): 14,400 companies, about 70 leads each. */
const COMPANY_COUNT = COMPANY_WORDS.length ** 2 * COMPANY_ENDINGS.length;

/** `array['a', 'b']` for constants of this file (no user input reaches it). */
const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]`);
/** Each value repeated `weight` times: `list[1 + draw % length]` then picks by weight. */
const byWeight = (weights: ReadonlyArray<readonly [string, number]>) =>
  textArray(weights.flatMap(([value, weight]) => Array<string>(weight).fill(value)));
/** `CC:City` entries, each country `weight` times, cycling through its cities. */
const PLACE_ENTRIES = PLACES.flatMap(([country, cities, weight]) =>
  Array.from({ length: weight }, (_, n) => `${country}:${cities[n % cities.length]}`),
);
const inDepartmentOrder = (names: Record<LeadDepartment, string>) =>
  textArray(LEAD_DEPARTMENTS.map((department) => names[department]));

/**
 * Inserts `count` leads. Ten independent draws per lead come from two md5 digests of its number
 * (6 hex digits each); the id is a third digest shaped as a version-4 uuid, so id order (the
 * keyset order of every search page) is unrelated to the order rows sit in the table, as with
 * gen_random_uuid(). Secondary indexes are dropped for the load and rebuilt afterwards.
 */
export async function seedLeads(database: Database, count: number) {
  const draw = (n: number) => sql.raw(`('x' || substr(h, ${n * 6 + 1}, 6))::bit(24)::int`);
  const executive = LEAD_DEPARTMENTS.indexOf('executive') + 1;
  const started = performance.now();
  let inserted = started;
  const indexes = await rebuildingIndexes(database, 'leads', async () => {
    await database.rows(sql`
      insert into leads (id, first_name, last_name, job_title, seniority, department,
        company_name, company_domain, industry, company_size, country, city, linkedin_url,
        email, email_status, verified_at, lead_added, created_at, updated_at)
      with drawn as (
        select i,
          overlay(overlay(md5('lead ' || i) placing '4' from 13 for 1) placing '8' from 17 for 1)::uuid as id,
          ${draw(0)} as r_seniority, ${draw(1)} as r_department, ${draw(2)} as r_status,
          ${draw(3)} as r_first, ${draw(4)} as r_last, ${draw(5)} as r_company,
          ${draw(6)} as r_title, ${draw(7)} as r_verified, ${draw(8)} as r_linkedin
        from generate_series(1, ${count}::int) as i,
          lateral (select md5('a' || i) || md5('b' || i) as h) as digest
      ), person as (
        select drawn.*,
          (${byWeight(SENIORITY_WEIGHTS)})[1 + r_seniority % 100] as seniority,
          (${byWeight(STATUS_WEIGHTS)})[1 + r_status % 100] as email_status,
          (${textArray(FIRST_NAMES)})[1 + r_first % ${FIRST_NAMES.length}] as first_name,
          (${textArray(LAST_NAMES)})[1 + r_last % ${LAST_NAMES.length}] as last_name,
          r_company % ${COMPANY_COUNT} as company
        from drawn
      ), placed as (
        select person.*,
          case when seniority = 'owner' then ${executive}
            else 1 + r_department % ${LEAD_DEPARTMENTS.length} end as department_number,
          (${textArray(COMPANY_WORDS)})[1 + company % ${COMPANY_WORDS.length}] as word_one,
          (${textArray(COMPANY_WORDS)})[1 + company / ${COMPANY_WORDS.length} % ${COMPANY_WORDS.length}] as word_two,
          (${textArray(COMPANY_ENDINGS)})[1 + company / ${COMPANY_WORDS.length ** 2}] as ending,
          (${textArray(PLACE_ENTRIES)})[1 + company * 7919 % ${PLACE_ENTRIES.length}] as place
        from person
      ), titled as (
        select placed.*,
          (${textArray(LEAD_DEPARTMENTS)})[department_number] as department,
          (${inDepartmentOrder(DEPARTMENT_NAMES)})[department_number] as area,
          (${inDepartmentOrder(ROLE_TITLES)})[department_number] as role,
          word_one || lower(word_two) || ' ' || ending as company_name,
          lower(word_one || word_two) || '-' || lower(ending) || '.'
            || (${textArray(DOMAIN_SUFFIXES)})[1 + company % ${DOMAIN_SUFFIXES.length}] as company_domain
        from placed
      )
      select id, first_name, last_name,
        case seniority
          when 'owner' then (array['Founder', 'Co-Founder', 'Owner', 'Founder & CEO'])[1 + r_title % 4]
          when 'c_level' then (${inDepartmentOrder(CHIEF_TITLES)})[department_number]
          when 'vp' then (array['VP of ' || area, 'Vice President, ' || area, 'SVP ' || area])[1 + r_title % 3]
          when 'director' then (array['Director of ' || area, area || ' Director', 'Head of ' || area])[1 + r_title % 3]
          when 'manager' then (array[area || ' Manager', area || ' Team Lead', 'Senior ' || area || ' Manager'])[1 + r_title % 3]
          when 'senior' then 'Senior ' || role
          else (array[role, 'Junior ' || role])[1 + r_title % 2]
        end,
        seniority, department, company_name, company_domain,
        (${textArray(LEAD_INDUSTRIES)})[1 + company / 7 % ${LEAD_INDUSTRIES.length}],
        (${textArray(LEAD_COMPANY_SIZES)})[1 + company % ${LEAD_COMPANY_SIZES.length}],
        split_part(place, ':', 1), split_part(place, ':', 2),
        'https://linkedin.example/in/' || lower(first_name) || '-' || lower(last_name) || '-'
          || (1000 + r_linkedin % 9000),
        lower(first_name) || '.' || lower(last_name) || '.' || to_hex(i) || '@' || company_domain,
        email_status,
        case when email_status <> 'unknown' then ${VERIFIED_BEFORE}::timestamptz
          - make_interval(days => r_verified % 180, secs => r_verified / 180 % 86400) end,
        ${BENCH_LEADS_ADDED_BY},
        ${VERIFIED_BEFORE}::timestamptz - make_interval(secs => i * 30),
        ${VERIFIED_BEFORE}::timestamptz - make_interval(secs => i * 30)
      from titled`);
    inserted = performance.now();
  });
  const indexed = performance.now();
  // PGlite has no autovacuum: statistics and the visibility map (index-only scans) by hand.
  await database.rows(sql`vacuum analyze leads`);
  const seconds = (from: number, to: number) => (to - from) / 1000;
  return {
    indexes,
    insertSeconds: seconds(started, inserted),
    indexSeconds: seconds(inserted, indexed),
    vacuumSeconds: seconds(indexed, performance.now()),
  };
}
