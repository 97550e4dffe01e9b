import type { RevealResponse } from '@leadvault/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  expectError,
  outboxMessagesTo,
  type SignedIn,
  send,
  signInAs,
  signUp,
  useTestApp,
} from '../../../test/helpers.ts';
import { placeOrder, seedPackage } from '../../../test/purchase.ts';
import { purgeExpiredIdempotencyKeys } from '../../lib/idempotency.ts';
import { grantPurchaseCredits, revokePurchaseCredits } from '../credits/index.ts';
import { insertLeads } from './test-leads.ts';

const ctx = useTestApp();

const UNKNOWN_ID = '9b2f4c1e-0000-4000-8000-000000000000';

function reveal(person: SignedIn, leadIds: string[], key?: string) {
  return send(ctx.app, {
    method: 'POST',
    url: '/api/leads/reveal',
    cookie: person.cookie,
    body: { leadIds },
    headers: key ? { 'idempotency-key': key } : undefined,
  });
}

async function quote(person: SignedIn, leadIds: string[]) {
  const response = await send(ctx.app, {
    method: 'POST',
    url: '/api/leads/reveal/quote',
    cookie: person.cookie,
    body: { leadIds },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function balanceOf(person: SignedIn): Promise<number> {
  return (await send(ctx.app, { url: '/api/credits', cookie: person.cookie })).json().balance;
}

/** The invariant of LEADS.md rule 2, read straight from the database. */
async function ledgerMatchesBalance(person: SignedIn) {
  const [row] = await ctx.database.rows<{ balance: number; total: number; negative: number }>(
    sql`select p.user_point as balance,
          (select coalesce(sum(delta), 0)::int from credit_ledger l where l.user_id = p.user_id) as total,
          (select count(*)::int from credit_ledger l where l.user_id = p.user_id and l.balance_after < 0) as negative
        from profiles p where p.user_id = ${person.userId}`,
  );
  expect(row?.negative).toBe(0);
  expect(row?.total).toBe(row?.balance);
  return row?.balance;
}

async function validLeads(count: number, prefix: string): Promise<string[]> {
  return insertLeads(
    ctx.database,
    Array.from({ length: count }, (_, index) => ({
      email: `${prefix}${index}@${prefix}.example`,
      emailStatus: index % 2 === 0 ? 'valid' : 'accept_all',
    })),
  );
}

describe('POST /api/leads/reveal', () => {
  it('charges one credit a lead once, then reveals it free forever', async () => {
    const person = await signInAs(ctx.app, 'Customer');
    const [first, second] = await validLeads(2, 'once');
    expect(await quote(person, [first as string, second as string])).toEqual({
      new: 2,
      owned: 0,
      unavailable: 0,
      cost: 2,
      balance: 5,
      unchecked: 0,
    });
    const response = await reveal(person, [first as string]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      results: [{ leadId: first, status: 'charged', email: 'once0@once.example' }],
      charged: 1,
      balance: 4,
    });
    const again = (await reveal(person, [first as string, second as string])).json();
    expect(again).toEqual({
      results: [
        { leadId: first, status: 'already_unlocked', email: 'once0@once.example' },
        { leadId: second, status: 'charged', email: 'once1@once.example' },
      ],
      charged: 1,
      balance: 3,
    });
    expect((await reveal(person, [first as string])).json()).toMatchObject({
      charged: 0,
      balance: 3,
    });
    expect(await quote(person, [first as string, second as string])).toMatchObject({
      new: 0,
      owned: 2,
      cost: 0,
    });
    expect(await ledgerMatchesBalance(person)).toBe(3);
    const ledger = (
      await send(ctx.app, { url: '/api/credits/ledger', cookie: person.cookie })
    ).json();
    expect(
      ledger.items.map((row: { reason: string; delta: number }) => [row.reason, row.delta]),
    ).toEqual([
      ['reveal', -1],
      ['reveal', -1],
      ['signup', 5],
    ]);
    expect(ledger.items[0]).toMatchObject({ leadId: second, balanceAfter: 3, actor: null });
    // Each call is one reveal of the usage view: its rows count one lead each under its own id.
    expect(ledger.items[0]).toMatchObject({ leadCount: 1 });
    expect(ledger.items[0].revealId).not.toBe(ledger.items[1].revealId);
  });

  it('files every lead charged by one call under the same reveal', async () => {
    const person = await signInAs(ctx.app, 'Customer');
    const ids = await validLeads(3, 'batch');
    expect((await reveal(person, ids)).json()).toMatchObject({ charged: 3 });
    const ledger = (
      await send(ctx.app, { url: '/api/credits/ledger', cookie: person.cookie })
    ).json();
    const reveals = ledger.items.filter((row: { reason: string }) => row.reason === 'reveal');
    expect(reveals).toHaveLength(3);
    expect(new Set(reveals.map((row: { revealId: string }) => row.revealId)).size).toBe(1);
    expect(reveals.every((row: { leadCount: number }) => row.leadCount === 1)).toBe(true);
  });

  it('never sells unknown, invalid or missing leads, and charges nothing for them', async () => {
    const person = await signInAs(ctx.app, 'Customer');
    const [unknown, invalid, valid] = await insertLeads(ctx.database, [
      { email: 'u@status.example', emailStatus: 'unknown', verifiedAt: null },
      { email: 'i@status.example', emailStatus: 'invalid' },
      { email: 'v@status.example', emailStatus: 'valid' },
    ]);
    const ids = [unknown, invalid, valid, UNKNOWN_ID] as string[];
    expect(await quote(person, ids)).toEqual({
      new: 1,
      owned: 0,
      unavailable: 3,
      cost: 1,
      balance: 5,
      unchecked: 0,
    });
    const body: RevealResponse = (await reveal(person, ids)).json();
    expect(body.results.map((result) => [result.status, result.email])).toEqual([
      ['not_available', undefined],
      ['not_available', undefined],
      ['charged', 'v@status.example'],
      ['not_available', undefined],
    ]);
    expect(body).toMatchObject({ charged: 1, balance: 4 });
    const [unlocks] = await ctx.database.rows<{ count: number }>(
      sql`select count(*)::int as count from lead_unlocks where user_id = ${person.userId}`,
    );
    expect(unlocks?.count).toBe(1);
  });

  it('stops charging at zero, keeps what was done, and answers 402 when it could charge nothing', async () => {
    const person = await signInAs(ctx.app, 'Customer');
    const ids = await validLeads(7, 'broke');
    const partial = await reveal(person, ids);
    expect(partial.statusCode).toBe(200);
    const body: RevealResponse = partial.json();
    expect(body.results.map((result) => result.status)).toEqual([
      'charged',
      'charged',
      'charged',
      'charged',
      'charged',
      'insufficient_credits',
      'insufficient_credits',
    ]);
    expect(body).toMatchObject({ charged: 5, balance: 0 });
    const none = await reveal(person, ids.slice(5));
    const error = expectError(none, 402, 'INSUFFICIENT_CREDITS');
    expect(error.message).toMatch(/credits/);
    expect(error.details).toEqual({
      balance: 0,
      results: ids.slice(5).map((leadId) => ({ leadId, status: 'insufficient_credits' })),
    });
    // Leads already owned are still answered (free) even at a zero balance.
    expect((await reveal(person, ids.slice(0, 2))).json()).toMatchObject({ charged: 0 });
    expect(await ledgerMatchesBalance(person)).toBe(0);
  });

  it('charges exactly the balance when 50 reveals race, never below zero and never a 5xx', async () => {
    const person = await signInAs(ctx.app, 'Customer');
    const ids = await validLeads(50, 'race');
    const answers = await Promise.all(ids.map((id) => reveal(person, [id])));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 402)).toHaveLength(45);
    expect(await balanceOf(person)).toBe(0);
    expect(await ledgerMatchesBalance(person)).toBe(0);
    const [unlocks] = await ctx.database.rows<{ count: number }>(
      sql`select count(*)::int as count from lead_unlocks where user_id = ${person.userId}`,
    );
    expect(unlocks?.count).toBe(5);
  });

  it('charges once when the same lead is revealed 20 times at once', async () => {
    const person = await signInAs(ctx.app, 'Customer');
    const [id] = await validLeads(1, 'same');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => reveal(person, [id as string])),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const charged = answers.filter((answer) => answer.json().charged === 1);
    expect(charged).toHaveLength(1);
    expect(await balanceOf(person)).toBe(4);
    expect(await ledgerMatchesBalance(person)).toBe(4);
  });

  it('answers a retry with the same Idempotency-Key with the first result, doing nothing again', async () => {
    const person = await signInAs(ctx.app, 'Customer');
    const [a, b] = await validLeads(2, 'idem');
    const first = await reveal(person, [a as string], 'reveal-1');
    expect(first.json()).toMatchObject({ charged: 1, balance: 4 });
    const replay = await reveal(person, [a as string], 'reveal-1');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    // Racing retries of one new key: one does the work, the others replay it or are told to wait.
    const racing = await Promise.all(
      Array.from({ length: 5 }, () => reveal(person, [b as string], 'reveal-2')),
    );
    for (const answer of racing) expect([200, 409]).toContain(answer.statusCode);
    expect(await balanceOf(person)).toBe(3);
    // The same key for other leads is refused.
    expectError(await reveal(person, [b as string], 'reveal-1'), 409);
    // Another person's key of the same name is theirs.
    const other = await signInAs(ctx.app, 'Customer');
    expect((await reveal(other, [a as string], 'reveal-1')).json()).toMatchObject({ charged: 1 });
    expectError(await reveal(person, [a as string], ' '), 400, 'INVALID_IDEMPOTENCY_KEY');
    expect(await ledgerMatchesBalance(person)).toBe(3);
  });

  it('issue 25: keeps no e-mail with a key and replays the e-mails as they are now', async () => {
    const person = await signInAs(ctx.app, 'Customer');
    const [a] = await validLeads(1, 'kept');
    const first = await reveal(person, [a as string], 'kept-1');
    const email = first.json().results[0].email as string;
    expect(email).toContain('@');
    const saved = await ctx.database.rows<{ response: unknown }>(sql`
      select response from idempotency_keys where user_id = ${person.userId} and key = 'kept-1'`);
    expect(JSON.stringify(saved[0]?.response)).not.toContain(email);
    expect((await reveal(person, [a as string], 'kept-1')).json()).toEqual(first.json());
    // The lead is removed meanwhile: the replay tells what was done, without the address.
    await ctx.database.rows(sql`update leads set suppressed_at = now() where id = ${a}`);
    const replay = await reveal(person, [a as string], 'kept-1');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual({
      ...first.json(),
      results: [{ leadId: a, status: 'charged' }],
    });
  });

  it('issue 25: forgets a key after 24 hours: never replayed, purged', async () => {
    const person = await signInAs(ctx.app, 'Customer');
    const [a] = await validLeads(1, 'aged');
    expect((await reveal(person, [a as string], 'aged-1')).json().charged).toBe(1);
    await ctx.database.rows(sql`
      update idempotency_keys set created_at = now() - interval '25 hours'
      where user_id = ${person.userId}`);
    const again = await reveal(person, [a as string], 'aged-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    // Done again, and free: the lead is already theirs.
    expect(again.json().results[0].status).toBe('already_unlocked');
    expect(await balanceOf(person)).toBe(4);
    // Keys nobody uses again are purged by the hourly sweep.
    const other = await signInAs(ctx.app, 'Customer');
    await reveal(other, [a as string], 'other-1');
    await ctx.database.rows(sql`
      update idempotency_keys set created_at = now() - interval '25 hours'
      where user_id = ${other.userId}`);
    expect(await purgeExpiredIdempotencyKeys(ctx.database.db)).toBeGreaterThanOrEqual(1);
    const [left] = await ctx.database.rows<{ n: number }>(sql`
      select count(*)::int as n from idempotency_keys where created_at < now() - interval '24 hours'`);
    expect(left?.n).toBe(0);
  });

  it('replays a 402 too', async () => {
    const person = await signInAs(ctx.app, 'Customer');
    await ctx.database.rows(
      sql`update profiles set user_point = 0 where user_id = ${person.userId}`,
    );
    await ctx.database.rows(sql`delete from credit_ledger where user_id = ${person.userId}`);
    const [id] = await validLeads(1, 'poor');
    const first = await reveal(person, [id as string], 'k');
    expectError(first, 402, 'INSUFFICIENT_CREDITS');
    const replay = await reveal(person, [id as string], 'k');
    expectError(replay, 402, 'INSUFFICIENT_CREDITS');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
  });

  it('checks its input', async () => {
    const person = await signInAs(ctx.app, 'Customer');
    for (const body of [
      {},
      { leadIds: [] },
      { leadIds: ['nope'] },
      { leadIds: Array(101).fill(UNKNOWN_ID) },
    ]) {
      const response = await send(ctx.app, {
        method: 'POST',
        url: '/api/leads/reveal',
        cookie: person.cookie,
        body,
      });
      expectError(response, 400);
    }
    expectError(
      await send(ctx.app, {
        method: 'POST',
        url: '/api/leads/reveal',
        body: { leadIds: [UNKNOWN_ID] },
      }),
      401,
    );
    expect(await balanceOf(person)).toBe(5);
  });
});

// Issue 25, item 7: the free sign-up credits wait for a verified address; paid ones do not.
describe('POST /api/leads/reveal by an unverified account', () => {
  it('answers 403 EMAIL_NOT_VERIFIED and spends nothing, until the e-mailed link is opened', async () => {
    const person = await signUp(ctx.app);
    const ids = await validLeads(2, 'unverified');
    // Searching and the quote stay open.
    expect((await quote(person, ids)).cost).toBe(2);
    const refused = await reveal(person, ids, 'first-try');
    const error = expectError(refused, 403, 'EMAIL_NOT_VERIFIED');
    expect(error.message).toBe(
      'Verify your e-mail address to reveal e-mails: open the link we e-mailed you, or send a new one from your dashboard.',
    );
    expect(await balanceOf(person)).toBe(5);
    const [unlocks] = await ctx.database.rows<{ count: number }>(
      sql`select count(*)::int as count from lead_unlocks where user_id = ${person.userId}`,
    );
    expect(unlocks?.count).toBe(0);

    // The verification mail went out at sign-up; opening it signed in lets the credits be spent
    // (the same Idempotency-Key too: the refusal was not recorded as its answer).
    const link = outboxMessagesTo(ctx.dataDir, person.email)
      .at(-1)
      ?.text.match(/\/verify-email\?token=([\w.-]+)/)?.[1];
    expect(link, 'a verification link was mailed to the new customer').toBeTruthy();
    const verified = await send(ctx.app, {
      url: `/api/auth/verify-email?token=${encodeURIComponent(String(link))}`,
      cookie: person.cookie,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const answer = await reveal(person, ids, 'first-try');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().charged).toBe(2);
    expect(await ledgerMatchesBalance(person)).toBe(3);
  });

  it('lets an account that paid for a credit pack reveal without verifying, until the pack is refunded', async () => {
    const person = await signUp(ctx.app);
    const ids = await validLeads(3, 'paidpack');
    const pack = await seedPackage(ctx.database, { packageName: 'Credit pack 10', credits: 10 });
    const order = await placeOrder(ctx.app, person.cookie, pack.id);
    // The settle of a captured payment grants the pack's credits (modules/payments).
    await ctx.database.db.transaction((tx) =>
      grantPurchaseCredits(tx, { userId: person.userId, orderId: order._id, credits: 10 }),
    );
    const paid = await reveal(person, ids.slice(0, 2));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().charged).toBe(2);
    await ctx.database.db.transaction((tx) =>
      revokePurchaseCredits(tx, { userId: person.userId, orderId: order._id, actor: null }),
    );
    expectError(await reveal(person, ids.slice(2)), 403, 'EMAIL_NOT_VERIFIED');
  });
});
