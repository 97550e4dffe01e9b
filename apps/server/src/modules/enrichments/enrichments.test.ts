import type { Enrichment, EnrichmentQuote, EnrichmentUpload } from '@leadvault/contract';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, type SignedIn, send, useTestApp } from '../../../test/helpers.ts';
import { leads } from '../../db/schema/index.ts';
import { changeCredits } from '../credits/index.ts';
import { uploadLeadImport } from '../lead-imports/test-imports.ts';
import { insertLeads } from '../leads/test-leads.ts';
import { useTestPeers } from '../verification/test-verification.ts';

/**
 * Issue 29, LEADS.md "bulk enrichment": against real DNS and SMTP peers on loopback addresses
 * (checker/test-peers.ts). accept.test has the mailboxes alice, bob and info (addresses are the
 * first name alone); catchall.test accepts every address.
 */

const setup = useTestPeers({
  timeouts: { connectMs: 2_000, replyMs: 2_000, totalMs: 4_000, dnsMs: 1_000 },
});
const ctx = useTestApp({
  env: setup.env,
  people: { buyer: 'Customer', other: 'Customer', poor: 'Customer', capped: 'Customer' },
});

const PEOPLE = [
  'First Name,Last Name,Company Website,Note',
  // Ours: 1 credit (a reveal).
  'Bob,Stone,accept.test,=HYPERLINK("http://x")',
  // Found by the domain's pattern (first): 1 credit.
  'Alice,Walker,https://www.accept.test/about,',
  // No mailbox answers to any candidate: free.
  'Zed,Nobody,accept.test,',
  '',
  // Ours at a catch-all domain.
  'Ann,Lee,catchall.test,',
  // We hold nothing at that domain: free.
  'Carl,Jones,unknown-domain.test,',
  // No last name: free.
  'Solo,,accept.test,',
].join('\r\n');

const upload = (who: SignedIn, content: string, name = 'people.csv') =>
  uploadLeadImport(ctx.app, who.cookie, content, name, '/api/enrichments');

async function uploaded(who: SignedIn, content: string): Promise<EnrichmentUpload> {
  const response = await upload(who, content);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const commit = (who: SignedIn, id: string, body: Record<string, unknown>) =>
  send(ctx.app, { method: 'POST', url: `/api/enrichments/${id}/commit`, cookie: who.cookie, body });

/** Upload, commit (the test app drains the job after the request) and the finished report. */
async function enrich(who: SignedIn, content: string, maxCredits = 100): Promise<Enrichment> {
  const { _id } = await uploaded(who, content);
  const started = await commit(who, _id, { maxCredits });
  expect(started.statusCode, started.body).toBe(202);
  const report = await send(ctx.app, { url: `/api/enrichments/${_id}`, cookie: who.cookie });
  expect(report.statusCode).toBe(200);
  return report.json();
}

async function resultRows(who: SignedIn, enrichment: Enrichment): Promise<string[][]> {
  expect(enrichment.resultUrl).toBe(`/api/enrichments/${enrichment._id}/result`);
  const response = await send(ctx.app, { url: enrichment.resultUrl ?? '', cookie: who.cookie });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toContain('text/csv');
  expect(response.headers['content-disposition']).toContain('people-enriched.csv');
  return parse(response.body, { bom: true });
}

const balanceOf = async (who: SignedIn) =>
  (await send(ctx.app, { url: '/api/credits', cookie: who.cookie })).json().balance as number;

const grant = (who: SignedIn, delta: number) =>
  changeCredits(ctx.database.db, { userId: who.userId, delta, reason: 'staff', actor: null });

beforeAll(async () => {
  await insertLeads(ctx.database, [
    {
      firstName: 'Bob',
      lastName: 'Stone',
      email: 'bob@accept.test',
      companyName: 'Accept Co',
      companyDomain: 'accept.test',
    },
    {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann.lee@catchall.test',
      companyName: 'Catch Co',
      companyDomain: 'catchall.test',
    },
  ]);
  await grant(ctx.buyer, 20);
  await grant(ctx.other, 20);
  await grant(ctx.capped, 20);
});

describe('bulk enrichment', () => {
  let first: Enrichment;

  it('previews an upload with the mapping its headings suggest', async () => {
    const preview = await uploaded(ctx.buyer, PEOPLE);
    expect(preview).toMatchObject({
      fileName: 'people.csv',
      rowsTotal: 6,
      headers: ['First Name', 'Last Name', 'Company Website', 'Note'],
      mapping: { firstName: 0, lastName: 1, companyDomain: 2 },
    });
    expect(preview.sample[0]).toEqual(['Bob', 'Stone', 'accept.test', '=HYPERLINK("http://x")']);
  });

  it('quotes for free what a run could cost, before anything is charged', async () => {
    const { _id } = await uploaded(ctx.buyer, PEOPLE);
    const before = await balanceOf(ctx.buyer);
    const response = await send(ctx.app, {
      url: `/api/enrichments/${_id}/quote`,
      cookie: ctx.buyer.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json() as EnrichmentQuote).toEqual({
      rows: 6,
      inOurLeads: 2,
      alreadyUnlocked: 0,
      toFind: 2,
      unanswerable: 2,
      maxCost: 4,
      balance: before,
    });
    // Another mapping in the query: the company column read as the name finds no company.
    const byName = await send(ctx.app, {
      url: `/api/enrichments/${_id}/quote?firstName=0&lastName=1&companyName=3`,
      cookie: ctx.buyer.cookie,
    });
    expect(byName.json()).toMatchObject({ inOurLeads: 0, toFind: 0, unanswerable: 6 });
    expectError(
      await send(ctx.app, {
        url: `/api/enrichments/${_id}/quote?firstName=9&lastName=1&companyDomain=2`,
        cookie: ctx.buyer.cookie,
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(await balanceOf(ctx.buyer)).toBe(before);
  });

  it('answers every row, charges only the addresses answered, and gives the file back', async () => {
    const before = await balanceOf(ctx.buyer);
    first = await enrich(ctx.buyer, PEOPLE);
    expect(first).toMatchObject({
      status: 'done',
      rowsTotal: 6,
      rowsDone: 6,
      progress: 100,
      found: 3,
      notFound: 3,
      charged: 3,
      maxCredits: 100,
      stoppedBy: null,
    });
    expect(await balanceOf(ctx.buyer)).toBe(before - 3);
    // The run's charges read as one reveal in the credit history, under the enrichment's id.
    const history = (
      await send(ctx.app, { url: '/api/credits/activity', cookie: ctx.buyer.cookie })
    ).json();
    expect(history.items[0]).toMatchObject({ revealId: first._id, leadCount: 3, delta: -3 });
    const [header, ...rows] = await resultRows(ctx.buyer, first);
    expect(header).toEqual([
      'First Name',
      'Last Name',
      'Company Website',
      'Note',
      'email',
      'email_status',
      'confidence',
      'verification_reason',
      'charged',
    ]);
    expect(rows).toEqual([
      // The formula the file held comes back as text.
      [
        'Bob',
        'Stone',
        'accept.test',
        `'=HYPERLINK("http://x")`,
        'bob@accept.test',
        'valid',
        '100',
        'mailbox_exists',
        '1',
      ],
      [
        'Alice',
        'Walker',
        'https://www.accept.test/about',
        '',
        'alice@accept.test',
        'valid',
        '99',
        'mailbox_exists',
        '1',
      ],
      ['Zed', 'Nobody', 'accept.test', '', '', '', '', 'not_found', '0'],
      [
        'Ann',
        'Lee',
        'catchall.test',
        '',
        'ann.lee@catchall.test',
        'accept_all',
        '100',
        'catch_all',
        '1',
      ],
      ['Carl', 'Jones', 'unknown-domain.test', '', '', '', '', 'unknown_domain', '0'],
      ['Solo', '', 'accept.test', '', '', '', '', 'missing_data', '0'],
    ]);
    // The found address is a checked lead now, unlocked by the buyer.
    const [alice] = await ctx.database.db
      .select()
      .from(leads)
      .where(eq(leads.email, 'alice@accept.test'));
    expect(alice).toMatchObject({
      source: 'finder',
      companyName: 'Accept Co',
      emailStatus: 'valid',
    });
  });

  it('charges nothing new when the same file runs again', async () => {
    const before = await balanceOf(ctx.buyer);
    const { _id } = await uploaded(ctx.buyer, PEOPLE);
    const quote = await send(ctx.app, {
      url: `/api/enrichments/${_id}/quote`,
      cookie: ctx.buyer.cookie,
    });
    expect(quote.json()).toMatchObject({
      inOurLeads: 3,
      alreadyUnlocked: 3,
      toFind: 1,
      maxCost: 1,
    });
    const again = await enrich(ctx.buyer, PEOPLE);
    expect(again).toMatchObject({ status: 'done', found: 3, charged: 0 });
    expect(await balanceOf(ctx.buyer)).toBe(before);
  });

  it('never spends more than maxCredits', async () => {
    const before = await balanceOf(ctx.capped);
    const capped = await enrich(ctx.capped, PEOPLE, 1);
    expect(capped).toMatchObject({
      status: 'done',
      charged: 1,
      found: 1,
      stoppedBy: 'max_credits',
    });
    expect(await balanceOf(ctx.capped)).toBe(before - 1);
    const reasons = (await resultRows(ctx.capped, capped)).slice(1).map((row) => row[7]);
    // Bob took the one credit; Alice, Zed and Ann could each have cost one: not asked.
    expect(reasons.filter((reason) => reason === 'max_credits')).toHaveLength(3);
  });

  it('stops cleanly when the balance reaches zero, never below', async () => {
    await grant(ctx.poor, 1 - (await balanceOf(ctx.poor)));
    const poor = await enrich(ctx.poor, PEOPLE, 100);
    expect(poor).toMatchObject({ status: 'done', charged: 1, found: 1, stoppedBy: 'no_credits' });
    expect(await balanceOf(ctx.poor)).toBe(0);
  });

  it('checks the addresses a file gives, and never answers a suppressed one', async () => {
    await ctx.database.rows(
      sql`insert into suppressions (email, source, reason) values ('info@accept.test', 'opt_out', 'asked')`,
    );
    const file = [
      'Name,Email',
      // Unlocked by the buyer in the first run: free.
      'Bob Stone,bob@accept.test',
      // Refused by the mail server: its verdict, free.
      'Nobody Here,nobody@accept.test',
      // Suppressed: never answered.
      'Info Desk,info@accept.test',
    ].join('\n');
    const before = await balanceOf(ctx.buyer);
    const checked = await enrich(ctx.buyer, file);
    expect(checked).toMatchObject({ status: 'done', found: 1, charged: 0 });
    expect(await balanceOf(ctx.buyer)).toBe(before);
    const rows = (await resultRows(ctx.buyer, checked)).slice(1);
    expect(rows.map((row) => row.slice(2, 5))).toEqual([
      ['bob@accept.test', 'valid', '100'],
      ['nobody@accept.test', 'invalid', '0'],
      ['', '', ''],
    ]);
    expect(rows[2]?.[5]).toBe('not_available');
    const stored = await ctx.database.db
      .select()
      .from(leads)
      .where(eq(leads.email, 'info@accept.test'));
    expect(stored).toEqual([]);
  });

  it('is its owner’s alone: 404 to anyone else, 401 signed out, and open to their API key', async () => {
    const id = first._id;
    for (const url of [
      `/api/enrichments/${id}`,
      `/api/enrichments/${id}/quote`,
      `/api/enrichments/${id}/result`,
    ]) {
      expectError(await send(ctx.app, { url, cookie: ctx.other.cookie }), 404, 'NOT_FOUND');
      expectError(await send(ctx.app, { url }), 401);
    }
    expectError(await commit(ctx.other, id, { maxCredits: 5 }), 404, 'NOT_FOUND');
    const mine = await send(ctx.app, { url: '/api/enrichments', cookie: ctx.other.cookie });
    expect(mine.json().items.map((item: Enrichment) => item._id)).not.toContain(id);

    const created = await send(ctx.app, {
      method: 'POST',
      url: '/api/api-keys',
      cookie: ctx.buyer.cookie,
      body: { name: 'Enrichment' },
    });
    const key = created.json().key as string;
    const byKey = await ctx.app.inject({
      url: `/api/enrichments/${id}`,
      headers: { authorization: `Bearer ${key}` },
    });
    expect(byKey.statusCode, byKey.body).toBe(200);
    const list = await ctx.app.inject({
      url: '/api/enrichments',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(list.json()).toMatchObject({ page: 1, limit: 20 });
    expect(list.json().total).toBeGreaterThanOrEqual(4);
  });

  it('refuses a second start, a mapping that asks nothing and a file over 10,000 rows', async () => {
    expectError(await commit(ctx.buyer, first._id, { maxCredits: 5 }), 409, 'CONFLICT');
    const { _id } = await uploaded(ctx.buyer, PEOPLE);
    expectError(await commit(ctx.buyer, _id, { maxCredits: 5, mapping: { firstName: 0 } }), 400);
    expectError(await commit(ctx.buyer, _id, { maxCredits: -1 }), 400);
    const big = [
      'First,Last,Domain',
      ...Array.from({ length: 10_001 }, (_, n) => `A${n},B,accept.test`),
    ].join('\n');
    expectError(await upload(ctx.buyer, big), 400, 'VALIDATION_ERROR');
    const notCsv = await upload(ctx.buyer, '\u0000\u0001binary');
    expect(notCsv.statusCode).toBe(415);
  });
});
