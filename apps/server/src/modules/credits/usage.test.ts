import { randomUUID } from 'node:crypto';
import type {
  CreditActivityItem,
  CreditActivityPage,
  CreditUsage,
  MyLeadsPage,
} from '@leadvault/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectError,
  expectValidationError,
  type SignedIn,
  send,
  signUp,
  useTestApp,
  verifyEmailOf,
} from '../../../test/helpers.ts';
import { placeOrder, seedPackage } from '../../../test/purchase.ts';
import { insertLeads } from '../leads/test-leads.ts';
import { changeCredits, grantPurchaseCredits } from './index.ts';
import { usageSince, zeroFilledDays } from './usage.ts';

const ctx = useTestApp({ people: { admin: 'Admin' } });
let packageId: string;

beforeAll(async () => {
  packageId = (await seedPackage(ctx.database, { packageName: '50 credits', credits: 50 })).id;
});

/** A customer who may reveal (their address confirmed). */
async function customer(): Promise<SignedIn> {
  const person = await signUp(ctx.app);
  await verifyEmailOf(ctx.app, person);
  return person;
}

const DAY_MS = 86_400_000;
const utcDay = (offsetDays: number) =>
  new Date(Date.now() - offsetDays * DAY_MS).toISOString().slice(0, 10);

async function getJson<T>(person: SignedIn, url: string): Promise<T> {
  const response = await send(ctx.app, { url, cookie: person.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

async function validLeads(count: number, prefix: string): Promise<string[]> {
  const tag = `${prefix}${randomUUID().slice(0, 8)}`;
  return insertLeads(
    ctx.database,
    Array.from({ length: count }, (_, index) => ({
      email: `${tag}${index}@${tag}.example`,
      emailStatus: 'valid',
    })),
  );
}

async function reveal(person: SignedIn, leadIds: string[]) {
  const response = await send(ctx.app, {
    method: 'POST',
    url: '/api/leads/reveal',
    cookie: person.cookie,
    body: { leadIds },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().charged).toBe(leadIds.length);
}

/** A staff change as the back office makes it: the new balance, and why. */
async function setBalance(person: SignedIn, userPoint: number, reason?: string) {
  const me = await getJson<{ profile: { _id: string } }>(person, '/api/me');
  const response = await send(ctx.app, {
    method: 'PUT',
    url: `/api/update-credit/${me.profile._id}`,
    cookie: ctx.admin.cookie,
    body: { userPoint, reason },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Moves a person's ledger rows matching `where` back in time by whole days. */
async function backdate(person: SignedIn, days: number, where: ReturnType<typeof sql>) {
  await ctx.database.rows(
    sql`update credit_ledger set created_at = created_at - (${days}::int * interval '1 day')
        where user_id = ${person.userId} and ${where}`,
  );
}

async function allActivity(person: SignedIn, limit: number): Promise<CreditActivityItem[]> {
  const items: CreditActivityItem[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${cursor}` : '';
    const page: CreditActivityPage = await getJson(
      person,
      `/api/credits/activity?limit=${limit}${query}`,
    );
    expect(page.items.length).toBeLessThanOrEqual(limit);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

describe('zero-filled UTC days', () => {
  it('starts at UTC midnight days − 1 before today and fills every missing day', () => {
    const since = usageSince(new Date('2026-11-26T23:30:00-05:00'), 3);
    // 23:30 in New York is already the 27th in UTC.
    expect(since.toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(
      zeroFilledDays(since, 3, [{ date: '2026-11-26', spent: 2, added: 0, taken: 0 }]),
    ).toEqual([
      { date: '2026-11-25', spent: 0, added: 0, taken: 0 },
      { date: '2026-11-26', spent: 2, added: 0, taken: 0 },
      { date: '2026-11-27', spent: 0, added: 0, taken: 0 },
    ]);
  });
});

describe('GET /api/credits/usage', () => {
  it('answers 30 UTC days, zero-filled, whose sums are the ledger’s', async () => {
    const person = await customer();
    await reveal(person, await validLeads(3, 'usage-today'));
    // Three days ago: a staff grant and a reveal of 2; forty days ago (outside): a reveal of 1.
    await setBalance(person, 12, 'Trial top-up');
    await backdate(person, 3, sql`reason = 'staff'`);
    const past = await validLeads(2, 'usage-past');
    await reveal(person, past);
    await backdate(person, 3, sql`lead_id in ${past}`);
    const old = await validLeads(1, 'usage-old');
    await reveal(person, old);
    await backdate(person, 40, sql`lead_id in ${old}`);
    await setBalance(person, 5, 'Correction');

    const usage = await getJson<CreditUsage>(person, '/api/credits/usage');
    expect(usage.days).toHaveLength(30);
    expect(usage.days[0]?.date).toBe(utcDay(29));
    expect(usage.days.at(-1)?.date).toBe(utcDay(0));
    expect(usage.since).toBe(`${utcDay(29)}T00:00:00.000Z`);
    const byDate = new Map(usage.days.map((day) => [day.date, day]));
    // Today: the sign-up grant (5), the reveal of 3, the correction (12 − 2 − 1 = 9 → 5).
    expect(byDate.get(utcDay(0))).toEqual({ date: utcDay(0), spent: 3, added: 5, taken: 4 });
    expect(byDate.get(utcDay(3))).toEqual({ date: utcDay(3), spent: 2, added: 10, taken: 0 });
    expect(usage.days.filter((day) => day.date !== utcDay(0) && day.date !== utcDay(3))).toSatisfy(
      (days: CreditUsage['days']) =>
        days.every((day) => day.spent === 0 && day.added === 0 && day.taken === 0),
    );
    expect(usage.totals).toEqual({ spent: 5, added: 15, taken: 4, reveals: 2, leadsRevealed: 5 });

    // The same sums straight from the ledger, over the same period.
    const [ledger] = await ctx.database.rows<{ net: number; spent: number }>(
      sql`select coalesce(sum(delta), 0)::int as net,
            coalesce(sum(-delta) filter (where reason = 'reveal'), 0)::int as spent
          from credit_ledger where user_id = ${person.userId} and created_at >= ${usage.since}`,
    );
    const sum = (pick: (day: CreditUsage['days'][number]) => number) =>
      usage.days.reduce((total, day) => total + pick(day), 0);
    expect(sum((day) => day.spent)).toBe(ledger?.spent);
    expect(sum((day) => day.added - day.spent - day.taken)).toBe(ledger?.net);
  });

  it('sums leadCount, not rows, for a whole-search reveal written one row per batch', async () => {
    const person = await customer();
    await setBalance(person, 40);
    const revealId = randomUUID();
    await ctx.database.db.transaction(async (tx) => {
      for (const leadCount of [10, 10, 4]) {
        await changeCredits(tx, {
          userId: person.userId,
          delta: -leadCount,
          reason: 'reveal',
          actor: null,
          reveal: { id: revealId, leadCount },
          note: 'E-mails revealed',
        });
      }
    });
    const usage = await getJson<CreditUsage>(person, '/api/credits/usage?days=7');
    expect(usage.days).toHaveLength(7);
    expect(usage.totals).toMatchObject({ spent: 24, reveals: 1, leadsRevealed: 24 });
  });

  it('counts per list what the leads it holds cost in the period', async () => {
    const person = await customer();
    const [a, b, c, locked] = await validLeads(4, 'usage-lists');
    if (!a || !b || !c || !locked) throw new Error('no leads');
    await reveal(person, [a, b, c]);
    const list = async (name: string, leadIds: string[]) => {
      const made = await send(ctx.app, {
        method: 'POST',
        url: '/api/lists',
        cookie: person.cookie,
        body: { name },
      });
      const id = made.json()._id as string;
      await send(ctx.app, {
        method: 'POST',
        url: `/api/lists/${id}/leads`,
        cookie: person.cookie,
        body: { leadIds },
      });
      return id;
    };
    const prospects = await list('Prospects', [a, b, locked]);
    const partners = await list('Partners', [c]);
    await list('Nothing revealed', [locked]);
    // Someone else's list holding the same leads is not the person's spending.
    const other = await customer();
    await send(ctx.app, {
      method: 'POST',
      url: '/api/lists',
      cookie: other.cookie,
      body: { name: 'Theirs' },
    });

    const usage = await getJson<CreditUsage>(person, '/api/credits/usage');
    expect(usage.byList).toEqual([
      { listId: prospects, name: 'Prospects', spent: 2, leads: 2 },
      { listId: partners, name: 'Partners', spent: 1, leads: 1 },
    ]);
    expect((await getJson<CreditUsage>(other, '/api/credits/usage')).byList).toEqual([]);
  });

  it('refuses a period out of bounds, and signed-out callers', async () => {
    const person = await customer();
    for (const days of ['0', '91', 'week', '1.5']) {
      expectValidationError(
        await send(ctx.app, { url: `/api/credits/usage?days=${days}`, cookie: person.cookie }),
      );
    }
    expectError(await send(ctx.app, { url: '/api/credits/usage' }), 401);
    expectError(await send(ctx.app, { url: '/api/credits/activity' }), 401);
  });

  it('answers an API key with its owner’s usage and activity', async () => {
    const person = await customer();
    await reveal(person, await validLeads(2, 'usage-key'));
    const made = await send(ctx.app, {
      method: 'POST',
      url: '/api/api-keys',
      cookie: person.cookie,
      body: { name: 'Usage script' },
    });
    const key = made.json().key as string;
    const headers = { authorization: `Bearer ${key}` };
    const usage = await send(ctx.app, { url: '/api/credits/usage', headers });
    expect(usage.statusCode, usage.body).toBe(200);
    expect(usage.json().totals).toMatchObject({ spent: 2, leadsRevealed: 2 });
    const activity = await send(ctx.app, { url: '/api/credits/activity', headers });
    expect(activity.statusCode, activity.body).toBe(200);
    expect(activity.json().items[0]).toMatchObject({ reason: 'reveal', leadCount: 2, delta: -2 });
  });
});

describe('GET /api/credits/activity', () => {
  it('shows each reveal as one line, purchases with their order, staff changes with who and why', async () => {
    const person = await customer();
    const order = await placeOrder(ctx.app, person.cookie, packageId);
    await ctx.database.db.transaction((tx) =>
      grantPurchaseCredits(tx, { userId: person.userId, orderId: order._id, credits: 50 }),
    );
    await reveal(person, await validLeads(3, 'activity-many'));
    const [single] = await validLeads(1, 'activity-one');
    if (!single) throw new Error('no lead');
    await reveal(person, [single]);
    await setBalance(person, 60, 'Goodwill');

    const items = await allActivity(person, 50);
    expect(
      items.map((item) => [item.reason, item.delta, item.leadCount, item.balanceAfter]),
    ).toEqual([
      ['staff', 9, null, 60],
      ['reveal', -1, 1, 51],
      ['reveal', -3, 3, 52],
      ['purchase', 50, null, 55],
      ['signup', 5, null, 5],
    ]);
    const [staff, one, three, purchase] = items;
    expect(staff).toMatchObject({ actor: ctx.admin.email, note: 'Goodwill', revealId: null });
    expect(one).toMatchObject({ leadId: single });
    expect(three).toMatchObject({ leadId: null, revealId: expect.any(String) });
    expect(purchase).toMatchObject({ orderId: order._id, orderNumber: order.orderId });
  });

  it('pages across a reveal whose rows are split by other rows, showing it once with all its rows', async () => {
    const person = await customer();
    await setBalance(person, 100);
    const revealId = randomUUID();
    const batch = (leadCount: number) =>
      ctx.database.db.transaction((tx) =>
        changeCredits(tx, {
          userId: person.userId,
          delta: -leadCount,
          reason: 'reveal',
          actor: null,
          reveal: { id: revealId, leadCount },
          note: 'E-mails revealed',
        }),
      );
    // A whole-search job's batches, with a staff change and a one-lead reveal landing between.
    await batch(20);
    await setBalance(person, 90, 'Between batches');
    await batch(20);
    await reveal(person, await validLeads(1, 'activity-between'));
    await batch(5);

    for (const limit of [1, 2, 3, 50]) {
      const items = await allActivity(person, limit);
      expect(
        items.map((item) => [item.reason, item.delta, item.leadCount, item.balanceAfter]),
      ).toEqual([
        ['reveal', -45, 45, 64],
        ['reveal', -1, 1, 69],
        ['staff', 10, null, 90],
        ['staff', 95, null, 100],
        ['signup', 5, null, 5],
      ]);
      expect(new Set(items.map((item) => item._id)).size).toBe(items.length);
    }
  });

  it('shows each person only their own lines, and refuses a broken cursor', async () => {
    const one = await customer();
    const other = await customer();
    await reveal(one, await validLeads(2, 'activity-own'));
    const page = await getJson<CreditActivityPage>(other, '/api/credits/activity');
    expect(page.items.map((item) => item.reason)).toEqual(['signup']);
    expectError(
      await send(ctx.app, { url: '/api/credits/activity?cursor=nope', cookie: one.cookie }),
      400,
      'INVALID_CURSOR',
    );
  });
});

describe('GET /api/my-all-leads/?revealId=', () => {
  it('lists exactly the leads of one reveal, paged, with the reveal it is narrowed to', async () => {
    const person = await customer();
    const first = await validLeads(3, 'mine-first');
    await reveal(person, first);
    await reveal(person, await validLeads(1, 'mine-second'));
    const activity = await getJson<CreditActivityPage>(person, '/api/credits/activity');
    const line = activity.items.find((item) => item.leadCount === 3);
    if (!line?.revealId) throw new Error('no reveal line');

    const page = await getJson<MyLeadsPage>(
      person,
      `/api/my-all-leads/?revealId=${line.revealId}&limit=2`,
    );
    expect(page.total).toBe(3);
    expect(page.reveal).toEqual({
      revealId: line.revealId,
      leadCount: 3,
      revealedAt: line.createdAt,
    });
    expect(page.items).toHaveLength(2);
    const rest = await getJson<MyLeadsPage>(
      person,
      `/api/my-all-leads/?revealId=${line.revealId}&limit=2&cursor=${page.nextCursor}`,
    );
    expect(rest.nextCursor).toBeNull();
    expect([...page.items, ...rest.items].map((lead) => lead._id).sort()).toEqual(
      [...first].sort(),
    );
    // Without the filter: all four.
    expect((await getJson<MyLeadsPage>(person, '/api/my-all-leads/')).total).toBe(4);
  });

  it('finds the leads of a batch row (a whole-search job) through their unlocks', async () => {
    const person = await customer();
    await setBalance(person, 20);
    const leadIds = await validLeads(3, 'mine-batch');
    const revealId = randomUUID();
    await ctx.database.db.transaction(async (tx) => {
      const change = await changeCredits(tx, {
        userId: person.userId,
        delta: -3,
        reason: 'reveal',
        actor: null,
        reveal: { id: revealId, leadCount: 3 },
      });
      for (const leadId of leadIds) {
        await tx.execute(
          sql`insert into lead_unlocks (user_id, lead_id, cost, ledger_id)
              values (${person.userId}, ${leadId}, 1, ${change?.entryId})`,
        );
      }
    });
    const page = await getJson<MyLeadsPage>(person, `/api/my-all-leads/?revealId=${revealId}`);
    expect(page.items.map((lead) => lead._id).sort()).toEqual([...leadIds].sort());
    expect(page.reveal?.leadCount).toBe(3);
  });

  it('is the owner’s only: another person’s reveal is 404, a malformed id 400', async () => {
    const owner = await customer();
    await reveal(owner, await validLeads(1, 'mine-owner'));
    const activity = await getJson<CreditActivityPage>(owner, '/api/credits/activity');
    const revealId = activity.items[0]?.revealId;
    const other = await customer();
    expectError(
      await send(ctx.app, { url: `/api/my-all-leads/?revealId=${revealId}`, cookie: other.cookie }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await send(ctx.app, {
        url: `/api/my-all-leads/?revealId=${revealId}`,
        cookie: ctx.admin.cookie,
      }),
      404,
      'NOT_FOUND',
    );
    expectValidationError(
      await send(ctx.app, { url: '/api/my-all-leads/?revealId=nope', cookie: owner.cookie }),
    );
  });
});
