import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { send, useTestApp } from '../../../test/helpers.ts';
import { importLeads } from './test-imports.ts';

// Issue 28, "Imports that keep good data": a file as suppliers send them.
const ctx = useTestApp({ people: { admin: 'Admin' } });

const importFile = (
  content: string,
  mapping: Record<string, number>,
  onDuplicate: 'skip' | 'update' = 'skip',
) => importLeads(ctx.app, ctx.admin.cookie, content, { mapping, onDuplicate }, 'messy.csv');

// Semicolons, a BOM, headings with odd spacing and case, a duplicate differing in case, blank
// and unreadable sizes, country names and aliases, dates written five ways.
const MESSY = `\uFEFF${[
  ' E-Mail Address ;NAME;Position;Head count ;Nation;Last Verified',
  'ann@one.example;Ann One;Head of Sales;;UK;20/11/2025',
  'bo@two.example;Bo Two;Software Engineer;51-200;United Kingdom;2025-11-20',
  'cy@three.example;Cy Three;CFO;;France;11/20/2025',
  'ANN@ONE.EXAMPLE;Ann Again;CEO;10;GB;',
  'di@four.example;Di Four;Marketing Manager;lots;USA;03/04/2025',
  'ed@five.example;Ed Five;Recruiter;1,200;United States;45981',
  'fa@six.example;Fa Six;Counsel;5;Atlantis;',
  'no-address;Nobody;;;US;',
  'gu@seven.example;Gu Seven;Analyst;11-50;;',
  '',
  'ha@eight.example;Ha Eight;Support Lead;2;deutschland;Nov 20, 2025',
].join('\r\n')}\r\n`;

const MESSY_MAPPING = {
  email: 0,
  fullName: 1,
  jobTitle: 2,
  companySize: 3,
  country: 4,
  verifiedAt: 5,
};

describe('a messy import (issue 28)', () => {
  it('stores countries as ISO codes, keeps rows with blank sizes and odd dates, and reports why rows were rejected', async () => {
    await ctx.database.rows(sql`delete from leads`);
    const report = await importFile(MESSY, MESSY_MAPPING);
    expect(report).toMatchObject({
      status: 'done',
      total: 10,
      rowsTotal: 10,
      inserted: 6,
      duplicates: 1,
      invalid: 3,
      suppressed: 0,
      rejected: 4,
      progress: 100,
    });
    expect(report.rejectedByReason).toEqual([
      { reason: 'country_missing', count: 1 },
      { reason: 'country_unknown', count: 1 },
      { reason: 'duplicate_in_file', count: 1 },
      { reason: 'email_invalid', count: 1 },
    ]);
    expect(report.warnings).toEqual([
      { warning: 'company_size_unreadable', count: 1 },
      { warning: 'verified_at_ambiguous', count: 1 },
    ]);
    const rows = await ctx.database.rows<Record<string, string | null>>(sql`
      select email, country, company_size, seniority, department,
        to_char(verified_at at time zone 'UTC', 'YYYY-MM-DD') as verified_at
      from leads order by email`);
    expect(rows).toEqual([
      {
        email: 'ann@one.example',
        country: 'GB',
        company_size: null,
        seniority: 'director',
        department: 'sales',
        verified_at: '2025-11-20',
      },
      {
        email: 'bo@two.example',
        country: 'GB',
        company_size: '51-200',
        seniority: 'entry',
        department: 'engineering',
        verified_at: '2025-11-20',
      },
      {
        email: 'cy@three.example',
        country: 'FR',
        company_size: null,
        seniority: 'c_level',
        department: 'finance',
        verified_at: '2025-11-20',
      },
      {
        email: 'di@four.example',
        country: 'US',
        company_size: null,
        seniority: 'manager',
        department: 'marketing',
        verified_at: null,
      },
      {
        email: 'ed@five.example',
        country: 'US',
        company_size: '1001-5000',
        seniority: 'entry',
        department: 'hr',
        verified_at: '2025-11-20',
      },
      {
        email: 'ha@eight.example',
        country: 'DE',
        company_size: '1-10',
        seniority: 'manager',
        department: 'support',
        verified_at: '2025-11-20',
      },
    ]);
    // The country filter lists each country once, under its ISO code.
    const facets = await send(ctx.app, { url: '/api/leads/facets', cookie: ctx.admin.cookie });
    expect(facets.statusCode, facets.body).toBe(200);
    expect(facets.json().country).toEqual({ GB: 2, US: 2, DE: 1, FR: 1 });
    expect(Object.values(facets.json().companySize).reduce((a, b) => Number(a) + Number(b))).toBe(
      3,
    );
  });

  it('recomputes seniority and department from a changed job title under `update`', async () => {
    await ctx.database.rows(sql`delete from leads`);
    await ctx.database.rows(sql`
      insert into leads (first_name, job_title, seniority, department, company_size, country,
        email, email_status, company_domain)
      values
        ('Promoted', 'Analyst', 'entry', 'other', '11-50', 'US', 'promoted@t.example', 'unknown', 't.example'),
        ('Kept', 'Sales Rep', 'director', 'marketing', '11-50', 'US', 'kept@t.example', 'unknown', 't.example')`);
    const file = [
      'Email,Title,Country',
      'promoted@t.example,VP Marketing,US',
      // The same title: a staff member's own seniority and department stay.
      'kept@t.example,Sales Rep,US',
    ].join('\n');
    const report = await importFile(file, { email: 0, jobTitle: 1, country: 2 }, 'update');
    expect(report).toMatchObject({ status: 'done', updated: 2 });
    const rows = await ctx.database.rows<Record<string, string | null>>(sql`
      select email, job_title, seniority, department, company_size from leads order by email`);
    expect(rows).toEqual([
      {
        email: 'kept@t.example',
        job_title: 'Sales Rep',
        seniority: 'director',
        department: 'marketing',
        company_size: '11-50',
      },
      {
        email: 'promoted@t.example',
        job_title: 'VP Marketing',
        seniority: 'vp',
        department: 'marketing',
        company_size: '11-50',
      },
    ]);
  });

  it('migration 0025 moves the country codes the old importer stored to ISO codes', async () => {
    await ctx.database.rows(sql`delete from leads`);
    await ctx.database.rows(sql`
      insert into leads (job_title, seniority, department, company_size, country, email, email_status)
      values ('', 'entry', 'other', '1-10', 'UK', 'a@uk.example', 'unknown'),
        ('', 'entry', 'other', '1-10', 'FX', 'b@fx.example', 'unknown'),
        ('', 'entry', 'other', '1-10', 'SU', 'c@su.example', 'unknown'),
        ('', 'entry', 'other', '1-10', 'GB', 'd@gb.example', 'unknown')`);
    const migration = readFileSync(
      new URL('../../../drizzle/0025_import_quality.sql', import.meta.url),
      'utf8',
    );
    const last = migration.split('--> statement-breakpoint').at(-1) ?? '';
    expect(last).toMatch(/^-- Issue 28/m);
    await ctx.database.rows(sql.raw(last));
    const rows = await ctx.database.rows<{ email: string; country: string }>(
      sql`select email, country from leads order by email`,
    );
    expect(rows.map((row) => row.country)).toEqual(['GB', 'FR', 'RU', 'GB']);
    const counts = await ctx.database.rows<{ value: string; count: number }>(sql`
      select value, count::int from lead_facet_counts where field = 'country' and count > 0
      order by value`);
    expect(counts).toEqual([
      { value: 'FR', count: 1 },
      { value: 'GB', count: 2 },
      { value: 'RU', count: 1 },
    ]);
  });
});
