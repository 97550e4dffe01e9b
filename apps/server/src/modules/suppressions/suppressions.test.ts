import { REMOVED_LEAD_TEXT } from '@leadvault/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  expectError,
  expectValidationError,
  type SignedIn,
  send,
  useTestApp,
} from '../../../test/helpers.ts';
import { activityLog, leads, suppressions } from '../../db/schema/index.ts';
import { insertLeads } from '../leads/test-leads.ts';

const ctx = useTestApp({ people: { admin: 'Admin', manager: 'Manager', customer: 'Customer' } });

const search = async (who: SignedIn, q: string) => {
  const response = await send(ctx.app, {
    url: `/api/leads?q=${encodeURIComponent(q)}`,
    cookie: who.cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: Array<{ _id: string }>; total: number };
};

const suppress = (body: unknown, who: SignedIn = ctx.admin) =>
  send(ctx.app, { method: 'POST', url: '/api/admin/suppressions', cookie: who.cookie, body });

describe('staff suppression', () => {
  it('hides an address at once from search, facets, reveal, lists and exports; an unlocked copy shows as removed', async () => {
    const [gone, kept] = await insertLeads(ctx.database, [
      {
        firstName: 'Quentin',
        lastName: 'Gone',
        companyName: 'Vanishco',
        email: 'quentin@vanish.example',
        country: 'FR',
      },
      {
        firstName: 'Kate',
        lastName: 'Kept',
        companyName: 'Vanishco',
        email: 'kate@vanish.example',
        country: 'DE',
      },
    ]);
    // The customer unlocks the first and keeps both in a list.
    const reveal = await send(ctx.app, {
      method: 'POST',
      url: '/api/leads/reveal',
      cookie: ctx.customer.cookie,
      body: { leadIds: [gone] },
    });
    expect(reveal.json().results[0].status).toBe('charged');
    const list = await send(ctx.app, {
      method: 'POST',
      url: '/api/lists',
      cookie: ctx.customer.cookie,
      body: { name: 'Vanish' },
    });
    const listId = list.json()._id as string;
    await send(ctx.app, {
      method: 'POST',
      url: `/api/lists/${listId}/leads`,
      cookie: ctx.customer.cookie,
      body: { leadIds: [gone, kept] },
    });
    expect((await search(ctx.customer, 'Vanishco')).total).toBe(2);

    const added = await suppress({ email: ' Quentin@Vanish.example ', reason: 'Asked by phone' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      email: 'quentin@vanish.example',
      domain: null,
      reason: 'Asked by phone',
      source: 'staff',
      createdBy: ctx.admin.email,
      leadsSuppressed: 1,
    });

    const found = await search(ctx.customer, 'Vanishco');
    expect(found.items.map((item) => item._id)).toEqual([kept]);
    const facets = await send(ctx.app, {
      url: '/api/leads/facets?q=Vanishco',
      cookie: ctx.customer.cookie,
    });
    expect(facets.json().country).toEqual({ DE: 1 });
    const again = await send(ctx.app, {
      method: 'POST',
      url: '/api/leads/reveal',
      cookie: ctx.customer.cookie,
      body: { leadIds: [gone] },
    });
    expect(again.json().results).toEqual([{ leadId: gone, status: 'not_available' }]);
    const quote = await send(ctx.app, {
      method: 'POST',
      url: '/api/leads/reveal/quote',
      cookie: ctx.customer.cookie,
      body: { leadIds: [gone] },
    });
    expect(quote.json()).toMatchObject({ new: 0, owned: 0, unavailable: 1, cost: 0 });
    const detail = await send(ctx.app, {
      url: `/api/lists/${listId}`,
      cookie: ctx.customer.cookie,
    });
    expect(detail.json().count).toBe(1);
    expect(detail.json().items.map((item: { _id: string }) => item._id)).toEqual([kept]);
    const lists = await send(ctx.app, { url: '/api/lists', cookie: ctx.customer.cookie });
    expect(lists.json().find((item: { _id: string }) => item._id === listId).count).toBe(1);
    const exported = await send(ctx.app, {
      url: '/api/leads/export?unlocked=1',
      cookie: ctx.customer.cookie,
    });
    expect(exported.body).not.toContain('quentin@vanish.example');
    const listExport = await send(ctx.app, {
      url: `/api/leads/export?listId=${listId}`,
      cookie: ctx.customer.cookie,
    });
    expect(listExport.body).not.toContain('quentin');
    expect(listExport.headers['x-locked-skipped']).toBe('1');
    // Admins' search hides it too (the back office's own lead search marks it instead).
    expect((await search(ctx.admin, 'Vanishco')).total).toBe(1);

    const mine = await send(ctx.app, { url: '/api/my-all-leads', cookie: ctx.customer.cookie });
    const removed = mine.json().items.find((item: { _id: string }) => item._id === gone);
    expect(removed).toMatchObject({ removed: true, email: null, firstName: '', lastName: '' });
    expect(REMOVED_LEAD_TEXT).toBe("Removed at the person's request");

    const [logged] = await ctx.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, added.json()._id));
    expect(logged?.summary).toContain('quentin@vanish.example');
  });

  it('suppresses a whole domain with its subdomains, and lifting it brings the leads back unless another suppression covers them', async () => {
    const ids = await insertLeads(ctx.database, [
      { companyName: 'Domainco', email: 'a@domainco.test' },
      { companyName: 'Domainco', email: 'b@eu.domainco.test' },
      { companyName: 'Domainco', email: 'c@domainco.test' },
      { companyName: 'Domainco', email: 'd@notdomainco.test' },
    ]);
    const byAddress = await suppress({ email: 'c@domainco.test', reason: 'Asked' });
    expect(byAddress.json().leadsSuppressed).toBe(1);
    const byDomain = await suppress({ domain: '@DomainCo.test', reason: 'Company asked' });
    expect(byDomain.statusCode, byDomain.body).toBe(201);
    expect(byDomain.json()).toMatchObject({
      domain: 'domainco.test',
      email: null,
      leadsSuppressed: 2,
    });
    expect((await search(ctx.customer, 'Domainco')).items.map((item) => item._id)).toEqual([
      ids[3],
    ]);

    const lifted = await send(ctx.app, {
      method: 'DELETE',
      url: `/api/admin/suppressions/${byDomain.json()._id}`,
      cookie: ctx.admin.cookie,
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json().leadsRestored).toBe(2);
    const back = (await search(ctx.customer, 'Domainco')).items.map((item) => item._id).sort();
    expect(back).toEqual([ids[0], ids[1], ids[3]].sort());
    const [stillHidden] = await ctx.database.db
      .select({ suppressedAt: leads.suppressedAt })
      .from(leads)
      .where(eq(leads.email, 'c@domainco.test'));
    expect(stillHidden?.suppressedAt).not.toBeNull();
  });

  it('lists newest first with a search, pages, and refuses duplicates and bad input with nothing changed', async () => {
    const duplicate = await suppress({ email: 'quentin@vanish.example', reason: 'Again' });
    expectError(duplicate, 409);
    for (const body of [
      { reason: 'No target' },
      { email: 'x@y.example', domain: 'y.example', reason: 'Both' },
      { domain: 'not a domain', reason: 'Bad' },
      { email: 'not-an-address', reason: 'Bad' },
      { email: 'ok@fine.example' },
      { email: 'ok@fine.example', reason: '   ' },
    ]) {
      const error = expectValidationError(await suppress(body));
      expect(error.details).toBeTruthy();
    }
    expect(await ctx.database.db.$count(suppressions)).toBe(2);
    const listed = await send(ctx.app, {
      url: '/api/admin/suppressions?limit=1&page=2',
      cookie: ctx.admin.cookie,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({ total: 2, page: 2, limit: 1 });
    // Newest first: the second page holds the older one.
    expect(listed.json().items.map((item: { email: string }) => item.email)).toEqual([
      'quentin@vanish.example',
    ]);
    const filtered = await send(ctx.app, {
      url: '/api/admin/suppressions?q=vanish',
      cookie: ctx.admin.cookie,
    });
    expect(filtered.json().items.map((item: { email: string }) => item.email)).toEqual([
      'quentin@vanish.example',
    ]);
  });

  it('keeps an opt-out that staff try to lift, and answers unknown ids with 404', async () => {
    const [row] = await ctx.database.db
      .insert(suppressions)
      .values({ email: 'self@optout.example', source: 'opt_out', reason: 'Opted out' })
      .returning();
    const refused = await send(ctx.app, {
      method: 'DELETE',
      url: `/api/admin/suppressions/${row?.id}`,
      cookie: ctx.admin.cookie,
    });
    expectError(refused, 409, 'OPT_OUT');
    const unknown = await send(ctx.app, {
      method: 'DELETE',
      url: '/api/admin/suppressions/9b2f4c1e-0000-4000-8000-000000000000',
      cookie: ctx.admin.cookie,
    });
    expectError(unknown, 404);
  });

  it('is for Admins only: Managers and customers are refused before anything is read', async () => {
    expectError(await suppress({ email: 'm@x.example', reason: 'r' }, ctx.manager), 403);
    expectError(await suppress({ email: 'm@x.example', reason: 'r' }, ctx.customer), 403);
    const list = await send(ctx.app, {
      url: '/api/admin/suppressions',
      cookie: ctx.customer.cookie,
    });
    expectError(list, 403);
    expectError(await send(ctx.app, { url: '/api/admin/suppressions' }), 401);
  });
});

const preview = (body: unknown, who?: SignedIn) =>
  send(ctx.app, {
    method: 'POST',
    url: '/api/admin/suppressions/preview',
    cookie: who?.cookie,
    body,
  });

describe('a suppression typed as a URL, and its preview (issue 28)', () => {
  it('saves a URL as its domain without www., and the preview counts the leads it will hide before it is saved', async () => {
    await insertLeads(ctx.database, [
      { firstName: 'Una', email: 'una@url.example', country: 'US' },
      { firstName: 'Sub', email: 'sub@eu.url.example', country: 'US' },
      { firstName: 'Other', email: 'other@elsewhere.example', country: 'US' },
    ]);
    const before = await preview({ domain: 'https://www.URL.example:443/about?x=1' }, ctx.admin);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({
      email: null,
      domain: 'url.example',
      leadsToHide: 2,
      alreadySuppressed: false,
    });
    // Nothing was written by the preview.
    expect(await search(ctx.customer, 'Una')).toMatchObject({ total: 1 });

    const saved = await suppress({ domain: 'https://www.url.example/', reason: 'Asked by phone' });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ domain: 'url.example', leadsSuppressed: 2 });

    const after = await preview({ domain: 'url.example' }, ctx.admin);
    expect(after.json()).toMatchObject({ leadsToHide: 0, alreadySuppressed: true });
    const address = await preview({ email: 'Other@Elsewhere.example' }, ctx.admin);
    expect(address.json()).toEqual({
      email: 'other@elsewhere.example',
      domain: null,
      leadsToHide: 1,
      alreadySuppressed: false,
    });
    // www. alone in front of a one-label name is kept: it is the domain then.
    expect((await preview({ domain: 'www.example' }, ctx.admin)).json().domain).toBe('www.example');
  });

  it('refuses a preview without exactly one target, or of what is no domain', async () => {
    expectValidationError(await preview({}, ctx.admin));
    expectValidationError(await preview({ domain: 'https://' }, ctx.admin));
    expectValidationError(await preview({ email: 'a@b.example', domain: 'b.example' }, ctx.admin));
  });

  it('is for Admins only: Managers, customers and visitors may not preview', async () => {
    expectError(await preview({ domain: 'x.example' }, ctx.manager), 403);
    expectError(await preview({ domain: 'x.example' }, ctx.customer), 403);
    expectError(await preview({ domain: 'x.example' }), 401);
  });
});
