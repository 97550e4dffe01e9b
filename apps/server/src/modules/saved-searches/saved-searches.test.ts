import type { SavedSearch, SavedSearchNewLeads } from '@leadvault/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectError,
  outboxMessagesTo,
  type SignedIn,
  send,
  useTestApp,
} from '../../../test/helpers.ts';
import { insertLeads } from '../leads/test-leads.ts';
import { anotherApp, closeAnotherApp } from '../verification/test-verification.ts';
import { sendDueAlerts, unsubscribeToken } from './index.ts';

const ctx = useTestApp({ people: { owner: 'Customer', other: 'Customer', admin: 'Admin' } });

const call = (
  who: SignedIn | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
) => send(ctx.app, { method, url, cookie: who?.cookie, body });

async function save(who: SignedIn, body: Record<string, unknown>): Promise<SavedSearch> {
  const response = await call(who, 'POST', '/api/saved-searches', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const alertDeps = () => ({
  db: ctx.database.db,
  mailer: ctx.app.mailer,
  publicUrl: ctx.app.config.publicUrl,
  secret: ctx.app.config.authSecret,
  daySeconds: ctx.app.config.savedSearchAlerts.daySeconds,
});

/** Moves a search's period back, as if its last alert was `days` ago. */
const ageSearch = (id: string, days: number) =>
  ctx.database.rows(
    sql`update saved_searches set new_since = now() - ${`${days} days`}::interval where id = ${id}`,
  );

describe('saved searches', () => {
  let germanCtos: SavedSearch;

  beforeAll(async () => {
    germanCtos = await save(ctx.owner, {
      name: 'CTOs in Germany',
      filters: { q: 'cto', country: 'de' },
    });
  });

  it('keep the filters as search reads them, listed newest first', async () => {
    expect(germanCtos).toMatchObject({
      name: 'CTOs in Germany',
      filters: { q: 'cto', country: ['DE'] },
      alert: 'off',
      lastAlertAt: null,
    });
    await save(ctx.owner, {
      name: 'Software',
      filters: { industry: ['Software'] },
      alert: 'weekly',
    });
    const list = (await call(ctx.owner, 'GET', '/api/saved-searches')).json() as SavedSearch[];
    expect(list.map((search) => [search.name, search.alert])).toEqual([
      ['Software', 'weekly'],
      ['CTOs in Germany', 'off'],
    ]);
  });

  it('rename, change their alert and delete; names are unique per person', async () => {
    const temp = await save(ctx.owner, { name: 'Temporary', filters: {} });
    expectError(
      await call(ctx.owner, 'POST', '/api/saved-searches', {
        name: 'ctos in germany',
        filters: {},
      }),
      409,
      'CONFLICT',
    );
    expectError(
      await call(ctx.owner, 'PUT', `/api/saved-searches/${temp._id}`, { name: 'SOFTWARE' }),
      409,
      'CONFLICT',
    );
    const renamed = await call(ctx.owner, 'PUT', `/api/saved-searches/${temp._id}`, {
      name: 'Renamed',
      alert: 'daily',
    });
    expect(renamed.json()).toMatchObject({ name: 'Renamed', alert: 'daily' });
    // Turning the alert on started it from now.
    expect(Date.parse(renamed.json().newSince)).toBeGreaterThan(Date.parse(temp.newSince));
    expectError(await call(ctx.owner, 'PUT', `/api/saved-searches/${temp._id}`, {}), 400);
    expect((await call(ctx.owner, 'DELETE', `/api/saved-searches/${temp._id}`)).statusCode).toBe(
      200,
    );
    expectError(await call(ctx.owner, 'DELETE', `/api/saved-searches/${temp._id}`), 404);
    await save(ctx.other, { name: 'CTOs in Germany', filters: {} });
  });

  it('are their owner’s alone: 404 to anyone else, 401 signed out', async () => {
    const url = `/api/saved-searches/${germanCtos._id}`;
    for (const who of [ctx.other, ctx.admin]) {
      expectError(await call(who, 'PUT', url, { name: 'Mine' }), 404, 'NOT_FOUND');
      expectError(await call(who, 'DELETE', url), 404, 'NOT_FOUND');
      expectError(await call(who, 'GET', `${url}/new`), 404, 'NOT_FOUND');
    }
    expectError(await call(undefined, 'GET', '/api/saved-searches'), 401);
    const theirs = (await call(ctx.other, 'GET', '/api/saved-searches')).json() as SavedSearch[];
    expect(theirs.map((search) => search._id)).not.toContain(germanCtos._id);
  });

  it('list the leads added since, matching, oldest first, by cursor and for API keys', async () => {
    await ageSearch(germanCtos._id, 2);
    await insertLeads(ctx.database, [
      {
        firstName: 'Old',
        jobTitle: 'CTO',
        country: 'DE',
        createdAt: new Date(Date.now() - 5 * 86_400_000),
      },
      {
        firstName: 'Anna',
        jobTitle: 'CTO',
        country: 'DE',
        createdAt: new Date(Date.now() - 60_000),
      },
      {
        firstName: 'Ben',
        jobTitle: 'CTO',
        country: 'DE',
        createdAt: new Date(Date.now() - 30_000),
      },
      {
        firstName: 'Cleo',
        jobTitle: 'CTO',
        country: 'FR',
        createdAt: new Date(Date.now() - 30_000),
      },
    ]);
    const url = `/api/saved-searches/${germanCtos._id}/new`;
    const first = (await call(ctx.owner, 'GET', `${url}?limit=1`)).json() as SavedSearchNewLeads;
    expect(first.items.map((lead) => lead.firstName)).toEqual(['Anna']);
    expect(first.items[0]?.email).toBeNull();
    const next = (
      await call(ctx.owner, 'GET', `${url}?limit=1&cursor=${first.nextCursor}`)
    ).json() as SavedSearchNewLeads;
    expect(next.items.map((lead) => lead.firstName)).toEqual(['Ben']);
    expect(next.nextCursor).toBeNull();

    const key = (await call(ctx.owner, 'POST', '/api/api-keys', { name: 'Alerts' })).json().key;
    const byKey = await ctx.app.inject({ url, headers: { authorization: `Bearer ${key}` } });
    expect(byKey.statusCode, byKey.body).toBe(200);
    expect(byKey.json().items).toHaveLength(2);
  });

  it('alert once per period, even from two processes, with the count, names and a way out', async () => {
    await call(ctx.owner, 'PUT', `/api/saved-searches/${germanCtos._id}`, { alert: 'daily' });
    // Turning it on started it now: nothing is due yet.
    expect(await sendDueAlerts(alertDeps())).toBe(0);
    await ageSearch(germanCtos._id, 2);
    const second = await anotherApp(ctx.database, {});
    try {
      const counts = await Promise.all([
        sendDueAlerts(alertDeps()),
        sendDueAlerts({ ...alertDeps(), mailer: second.mailer }),
      ]);
      // (The second process's own pass, run as it started, may be the one that sent it.)
      expect(counts.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(1);
      await Promise.all([ctx.app.jobs.drain(), second.jobs.drain()]);
    } finally {
      await closeAnotherApp(second);
    }
    const mails = [
      ...outboxMessagesTo(ctx.dataDir, ctx.owner.email),
      ...outboxMessagesTo(second.config.dataDir, ctx.owner.email),
    ].filter((mail) => mail.text.includes('new leads for'));
    expect(mails).toHaveLength(1);
    const text = mails[0]?.text ?? '';
    expect(text).toContain('2 new leads match your saved search');
    expect(text).toContain('Anna');
    expect(text).toContain('Ben');
    expect(text).not.toContain('Cleo');
    const token = unsubscribeToken(ctx.app.config.authSecret, germanCtos._id);
    expect(text).toContain(`/find-leads/saved-searches?unsubscribe=${token}`);

    // The period moved on: nothing more until a day has passed.
    expect(await sendDueAlerts(alertDeps())).toBe(0);
    const [row] = await ctx.database.rows<{ last: string | null }>(
      sql`select last_alert_at::text as last from saved_searches where id = ${germanCtos._id}`,
    );
    expect(row?.last).not.toBeNull();

    // The e-mail's link stops the alert, signed in or not; a forged one is refused.
    expectError(
      await call(undefined, 'POST', '/api/saved-searches/unsubscribe', {
        token: `${germanCtos._id}.forged`,
      }),
      404,
    );
    const off = await call(undefined, 'POST', '/api/saved-searches/unsubscribe', { token });
    expect(off.json()).toMatchObject({ name: 'CTOs in Germany', alert: 'off' });
    await ageSearch(germanCtos._id, 2);
    expect(await sendDueAlerts(alertDeps())).toBe(0);
  });

  it('send nothing when no new lead matches, and move the period on', async () => {
    const quiet = await save(ctx.owner, {
      name: 'Nobody',
      filters: { q: 'zzzznobody' },
      alert: 'weekly',
    });
    await ageSearch(quiet._id, 8);
    expect(await sendDueAlerts(alertDeps())).toBe(0);
    const [row] = await ctx.database.rows<{ fresh: boolean }>(
      sql`select new_since > now() - interval '1 minute' as fresh from saved_searches where id = ${quiet._id}`,
    );
    expect(row?.fresh).toBe(true);
  });
});
