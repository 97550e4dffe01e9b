import type { DomainSearch, FinderAnswer } from '@leadvault/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, type SignedIn, send, signInAs, useTestApp } from '../../../test/helpers.ts';
import { leads, profiles } from '../../db/schema/index.ts';
import { insertLeads } from '../leads/test-leads.ts';
import { useTestPeers } from '../verification/test-verification.ts';

/**
 * Issue 29, LEADS.md "E-mail finder": against real DNS and SMTP peers on loopback addresses
 * (checker/test-peers.ts). accept.test has the mailboxes alice, bob and info; catchall.test
 * accepts every address.
 */

const setup = useTestPeers({
  timeouts: { connectMs: 2_000, replyMs: 2_000, totalMs: 4_000, dnsMs: 1_000 },
});
const ctx = useTestApp({ env: setup.env, people: { buyer: 'Customer', other: 'Customer' } });

const find = (body: Record<string, unknown>, who: SignedIn | null = ctx.buyer) =>
  send(ctx.app, { method: 'POST', url: '/api/finder', cookie: who?.cookie, body });

async function found(body: Record<string, unknown>, who?: SignedIn): Promise<FinderAnswer> {
  const response = await find(body, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const balanceOf = async (who: SignedIn) =>
  (await send(ctx.app, { url: '/api/credits', cookie: who.cookie })).json().balance as number;

const leadCount = async () => {
  const [row] = await ctx.database.rows<{ count: number }>(
    sql`select count(*)::int as count from leads`,
  );
  return row?.count ?? 0;
};

beforeAll(async () => {
  await insertLeads(ctx.database, [
    // accept.test writes addresses as the first name alone.
    {
      firstName: 'Bob',
      lastName: 'Stone',
      email: 'bob@accept.test',
      companyName: 'Accept Co',
      companyDomain: 'accept.test',
      country: 'CA',
      industry: 'Logistics',
    },
    // catchall.test writes them first.last.
    {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann.lee@catchall.test',
      companyName: 'Catch Co',
      companyDomain: 'catchall.test',
    },
  ]);
});

describe('the finder', () => {
  it('finds an address by the domain’s pattern, checks it, files it and charges 1 credit', async () => {
    const before = await balanceOf(ctx.buyer);
    const answer = await found({ firstName: 'Alice', lastName: 'Walker', domain: 'accept.test' });
    expect(answer).toMatchObject({
      email: 'alice@accept.test',
      emailStatus: 'valid',
      confidence: 99,
      pattern: 'first',
      patternShare: '1 of 1 verified address at accept.test',
      verificationReason: 'mailbox_exists',
      domain: 'accept.test',
      charged: 1,
      balance: before - 1,
    });
    // A checked lead now, filed under the company the domain's leads describe.
    const [lead] = await ctx.database.db
      .select()
      .from(leads)
      .where(eq(leads.email, 'alice@accept.test'));
    expect(lead).toMatchObject({
      source: 'finder',
      firstName: 'Alice',
      companyName: 'Accept Co',
      country: 'CA',
      industry: 'Logistics',
      emailStatus: 'valid',
      verificationReason: 'mailbox_exists',
    });
    expect(answer.leadId).toBe(lead?.id);
  });

  it('answers the same question again for free, and finds the company by its name', async () => {
    const before = await balanceOf(ctx.buyer);
    const again = await found({ firstName: 'alice', lastName: 'WALKER', companyName: 'accept co' });
    expect(again).toMatchObject({ email: 'alice@accept.test', charged: 0, balance: before });
  });

  it('charges nothing and stores nothing when no candidate exists', async () => {
    const [before, leadsBefore] = [await balanceOf(ctx.buyer), await leadCount()];
    const answer = await found({ firstName: 'Zed', lastName: 'Quux', domain: 'accept.test' });
    expect(answer).toMatchObject({ email: null, reason: 'not_found', charged: 0, balance: before });
    expect(await leadCount()).toBe(leadsBefore);
  });

  it('answers the best guess on a catch-all domain as accept_all, with the pattern’s share', async () => {
    const answer = await found({
      firstName: 'José',
      lastName: "O'Neil-Ruiz",
      domain: 'catchall.test',
    });
    expect(answer).toMatchObject({
      email: 'jose.oneilruiz@catchall.test',
      emailStatus: 'accept_all',
      confidence: 90,
      pattern: 'first.last',
      patternShare: '1 of 1 verified address at catchall.test',
      verificationReason: 'catch_all',
      charged: 1,
    });
  });

  it('says why when it cannot look: unknown company or domain', async () => {
    expect(
      await found({ firstName: 'A', lastName: 'B', companyName: 'Nowhere Inc' }),
    ).toMatchObject({
      email: null,
      reason: 'unknown_company',
      charged: 0,
    });
    expect(await found({ firstName: 'A', lastName: 'B', domain: 'fresh.test' })).toMatchObject({
      email: null,
      reason: 'unknown_domain',
    });
  });

  it('never answers nor stores an address of a suppressed domain', async () => {
    await ctx.database.rows(
      sql`insert into suppressions (domain, source, reason) values ('catchall.test', 'staff', 'asked')`,
    );
    const leadsBefore = await leadCount();
    const answer = await found({ firstName: 'Dee', lastName: 'Dee', domain: 'catchall.test' });
    expect(answer).toMatchObject({ email: null, reason: 'not_available', charged: 0 });
    expect(await leadCount()).toBe(leadsBefore);
  });

  it('refuses at a zero balance (402) and signed-out callers (401)', async () => {
    const broke = await signInAs(ctx.app, 'Customer');
    await ctx.database.db
      .update(profiles)
      .set({ userPoint: 0 })
      .where(eq(profiles.userId, broke.userId));
    expectError(
      await find({ firstName: 'Info', lastName: 'Desk', domain: 'accept.test' }, broke),
      402,
    );
    expect(await balanceOf(broke)).toBe(0);
    expectError(await find({ firstName: 'A', lastName: 'B', domain: 'accept.test' }, null), 401);
    expectError(await find({ firstName: '', lastName: 'B' }), 400);
  });
});

describe('the domain search', () => {
  it('tells the pattern, its share, the mail host and what we hold there, free', async () => {
    const response = await send(ctx.app, {
      url: '/api/finder/domain?domain=https://www.accept.test/',
      cookie: ctx.other.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json() as DomainSearch).toMatchObject({
      domain: 'accept.test',
      pattern: 'first',
      // Bob (the supplier's valid), Alice, and Info: found for the caller without credits, so
      // not revealed to them, but ours now, checked.
      patternShare: '3 of 3 verified addresses at accept.test',
      catchAll: false,
      mailHost: 'mx.accept.test',
      provider: null,
      leads: 3,
      verifiedLeads: 2,
    });
    expectError(await send(ctx.app, { url: '/api/finder/domain?domain=accept.test' }), 401);
  });
});
