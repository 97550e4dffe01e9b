import type { FinderAnswer } from '@leadvault/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, send, signInAs, type TestContext } from '../../../test/helpers.ts';
import { generateDemoLeads, seedFindLeadsDemo } from '../leads/index.ts';
import { profileOf, sandboxMailbox } from '../verification/mail-sandbox/index.ts';

/**
 * Issue 29's "done when": a fresh clone's demo finds addresses at the demo domains, the mail
 * sandbox answering for them. Colleagues of the demo leads (first.last of the demo's names) have
 * mailboxes without being leads: the finder has someone new to find.
 */

let demo: TestContext;
beforeAll(async () => {
  demo = await buildTestApp({ VERIFY_METHOD: 'smtp', MAIL_SANDBOX: '1', VERIFY_DAILY_BUDGET: '0' });
  await seedFindLeadsDemo(demo.database.db);
});
afterAll(() => demo?.app.close());

const leads = generateDemoLeads();
const held = new Set(leads.map((lead) => lead.email));

/** A colleague at a demo domain of this profile: not a lead, with a mailbox that exists. */
function colleagueAt(profile: 'mailboxes' | 'catch_all') {
  for (const at of leads) {
    if (profileOf(at.companyDomain) !== profile) continue;
    for (const other of leads) {
      const email = `${at.firstName}.${other.lastName}@${at.companyDomain}`.toLowerCase();
      if (held.has(email) || !/^[a-z]+\.[a-z]+@/.test(email)) continue;
      if (profile === 'catch_all' || sandboxMailbox(email) === 'exists') {
        return {
          firstName: at.firstName,
          lastName: other.lastName,
          domain: at.companyDomain,
          email,
        };
      }
    }
  }
  throw new Error(`no colleague at a ${profile} domain`);
}

describe('the finder in the demo', () => {
  it('finds a colleague of the demo leads who is not a lead yet, by the domain’s pattern', async () => {
    const person = await signInAs(demo.app, 'Customer');
    const { email, ...question } = colleagueAt('mailboxes');
    const answer = await send(demo.app, {
      method: 'POST',
      url: '/api/finder',
      cookie: person.cookie,
      body: question,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json() as FinderAnswer).toMatchObject({
      email,
      emailStatus: 'valid',
      pattern: 'first.last',
      patternShare: expect.stringMatching(
        new RegExp(`^\\d+ of \\d+ verified addresses at ${question.domain}$`),
      ),
      verificationReason: 'mailbox_exists',
      charged: 1,
    });
  });

  it('answers a catch-all demo domain’s best guess as accept_all', async () => {
    const person = await signInAs(demo.app, 'Customer');
    const { email, ...question } = colleagueAt('catch_all');
    const answer = await send(demo.app, {
      method: 'POST',
      url: '/api/finder',
      cookie: person.cookie,
      body: question,
    });
    expect(answer.json() as FinderAnswer).toMatchObject({
      email,
      emailStatus: 'accept_all',
      pattern: 'first.last',
      verificationReason: 'catch_all',
      charged: 1,
    });
  });
});
