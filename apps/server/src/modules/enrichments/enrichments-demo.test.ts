import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Enrichment } from '@leadvault/contract';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, send, signInAs, type TestContext } from '../../../test/helpers.ts';
import { uploadLeadImport } from '../lead-imports/test-imports.ts';
import { seedFindLeadsDemo } from '../leads/index.ts';

/**
 * Issue 29's "done when": a fresh clone's demo enriches the sample file the enrichment screen
 * offers (apps/web/public/samples), the demo's mail sandbox answering for its domains, and
 * charges what LEADS.md says: 1 credit per address answered, up to the cap; nothing found is
 * free.
 */

const SAMPLE = path.resolve(
  import.meta.dirname,
  '../../../../web/public/samples/enrichment-sample.csv',
);

let demo: TestContext;
beforeAll(async () => {
  demo = await buildTestApp({ VERIFY_METHOD: 'smtp', MAIL_SANDBOX: '1', VERIFY_DAILY_BUDGET: '0' });
  await seedFindLeadsDemo(demo.database.db);
});
afterAll(() => demo?.app.close());

describe('the enrichment sample in the demo', () => {
  it('finds the demo people, guesses at the catch-all, misses the others free, stops at the cap', async () => {
    // A new customer: the 5 credits every verified sign-up gets.
    const person = await signInAs(demo.app, 'Customer');
    const uploaded = await uploadLeadImport(
      demo.app,
      person.cookie,
      readFileSync(SAMPLE),
      'enrichment-sample.csv',
      '/api/enrichments',
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { _id } = uploaded.json();
    const started = await send(demo.app, {
      method: 'POST',
      url: `/api/enrichments/${_id}/commit`,
      cookie: person.cookie,
      body: { maxCredits: 5 },
    });
    expect(started.statusCode, started.body).toBe(202);
    const report: Enrichment = (
      await send(demo.app, { url: `/api/enrichments/${_id}`, cookie: person.cookie })
    ).json();
    expect(report).toMatchObject({
      status: 'done',
      found: 5,
      charged: 5,
      stoppedBy: 'max_credits',
    });
    const balance = (await send(demo.app, { url: '/api/credits', cookie: person.cookie })).json();
    expect(balance.balance).toBe(0);

    const result = await send(demo.app, { url: report.resultUrl ?? '', cookie: person.cookie });
    const [, ...rows] = parse(result.body, { bom: true }) as string[][];
    const answers = rows.map(([first, , , email, status, , reason, charged]) => [
      first,
      email ? status : reason,
      charged,
    ]);
    expect(answers).toEqual([
      ['Yara', 'valid', '1'],
      ['Ben', 'valid', '1'],
      ['Chloe', 'accept_all', '1'],
      ['Daniel', 'not_found', '0'],
      ['Zebulon', 'not_found', '0'],
      ['Emma', 'valid', '1'],
      ['Felix', 'valid', '1'],
      ['Grace', 'max_credits', '0'],
    ]);
    expect(rows[1]?.[3]).toBe('ben.schmidt@pinetidal-cloud.example');
  });
});
