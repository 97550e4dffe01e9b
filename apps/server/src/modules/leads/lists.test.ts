import type { LeadList, LeadListDetail } from '@leadvault/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, type SignedIn, send, useTestApp } from '../../../test/helpers.ts';
import { insertLeads } from './test-leads.ts';

const ctx = useTestApp({ people: { owner: 'Customer', other: 'Customer', admin: 'Admin' } });
let leadIds: string[];

beforeAll(async () => {
  leadIds = await insertLeads(
    ctx.database,
    Array.from({ length: 5 }, (_, index) => ({
      firstName: `Listed${index}`,
      email: `listed${index}@lists.example`,
    })),
  );
});

async function createList(person: SignedIn, name: string): Promise<LeadList> {
  const response = await send(ctx.app, {
    method: 'POST',
    url: '/api/lists',
    cookie: person.cookie,
    body: { name },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const call = (
  person: SignedIn | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
) => send(ctx.app, { method, url, cookie: person?.cookie, body });

describe('lead lists', () => {
  it('creates, lists newest first with counts, renames and deletes', async () => {
    const first = await createList(ctx.owner, '  Fintech CTOs ');
    expect(first).toMatchObject({ name: 'Fintech CTOs', count: 0 });
    const second = await createList(ctx.owner, 'Berlin');
    const added = await call(ctx.owner, 'POST', `/api/lists/${first._id}/leads`, {
      leadIds: [leadIds[0], leadIds[1], leadIds[1]],
    });
    expect(added.json()).toEqual({ changed: 2, count: 2 });
    const lists = (await call(ctx.owner, 'GET', '/api/lists/')).json();
    expect(lists.map((list: LeadList) => [list.name, list.count])).toEqual([
      ['Berlin', 0],
      ['Fintech CTOs', 2],
    ]);
    expect((await call(ctx.owner, 'GET', '/api/lists')).json()).toEqual(lists);
    const renamed = await call(ctx.owner, 'PUT', `/api/lists/${second._id}`, { name: 'Munich' });
    expect(renamed.json()).toMatchObject({ _id: second._id, name: 'Munich' });
    expect((await call(ctx.owner, 'DELETE', `/api/lists/${second._id}`)).statusCode).toBe(200);
    expectError(await call(ctx.owner, 'GET', `/api/lists/${second._id}`), 404);
    expect((await call(ctx.owner, 'GET', '/api/lists')).json()).toHaveLength(1);
  });

  it('adds locked leads for free, skips unknown ones and pages the leads newest first', async () => {
    const list = await createList(ctx.owner, 'Everyone');
    const before = (await call(ctx.owner, 'GET', '/api/credits')).json().balance;
    for (const id of leadIds) {
      await call(ctx.owner, 'POST', `/api/lists/${list._id}/leads`, { leadIds: [id] });
    }
    const unknown = await call(ctx.owner, 'POST', `/api/lists/${list._id}/leads`, {
      leadIds: ['9b2f4c1e-0000-4000-8000-000000000000'],
    });
    expect(unknown.json()).toEqual({ changed: 0, count: 5 });
    expect((await call(ctx.owner, 'GET', '/api/credits')).json().balance).toBe(before);

    const page1: LeadListDetail = (
      await call(ctx.owner, 'GET', `/api/lists/${list._id}?limit=3`)
    ).json();
    expect(page1).toMatchObject({ name: 'Everyone', count: 5 });
    expect(page1.items.map((lead) => lead.firstName)).toEqual(['Listed4', 'Listed3', 'Listed2']);
    expect(page1.items.every((lead) => lead.email === null && !lead.unlocked)).toBe(true);
    const page2: LeadListDetail = (
      await call(ctx.owner, 'GET', `/api/lists/${list._id}?limit=3&cursor=${page1.nextCursor}`)
    ).json();
    expect(page2.items.map((lead) => lead.firstName)).toEqual(['Listed1', 'Listed0']);
    expect(page2.nextCursor).toBeNull();

    const removed = await call(ctx.owner, 'DELETE', `/api/lists/${list._id}/leads`, {
      leadIds: [leadIds[0], leadIds[4]],
    });
    expect(removed.json()).toEqual({ changed: 2, count: 3 });
  });

  it("is its owner's alone: 404 to other customers and Admins, 401 signed out", async () => {
    const list = await createList(ctx.owner, 'Private');
    const url = `/api/lists/${list._id}`;
    for (const person of [ctx.other, ctx.admin]) {
      expectError(await call(person, 'GET', url), 404);
      expectError(await call(person, 'PUT', url, { name: 'Taken' }), 404);
      expectError(await call(person, 'DELETE', url), 404);
      expectError(await call(person, 'POST', `${url}/leads`, { leadIds: [leadIds[0]] }), 404);
      expectError(await call(person, 'DELETE', `${url}/leads`, { leadIds: [leadIds[0]] }), 404);
      expectError(await call(person, 'GET', `/api/leads/export?listId=${list._id}`), 404);
      const theirs = (await call(person, 'GET', '/api/lists')).json();
      expect(theirs.map((item: LeadList) => item._id)).not.toContain(list._id);
    }
    for (const [method, path] of [
      ['GET', url],
      ['PUT', url],
      ['DELETE', url],
      ['GET', '/api/lists'],
      ['POST', '/api/lists'],
    ] as const) {
      expectError(
        await call(undefined, method, path, method === 'GET' ? undefined : { name: 'x' }),
        401,
      );
    }
    expectError(await call(ctx.owner, 'GET', '/api/lists/not-an-id'), 404);
    const [row] = await ctx.database.rows<{ name: string }>(
      sql`select name from lead_lists where id = ${list._id}`,
    );
    expect(row?.name).toBe('Private');
  });

  it('asks for a name', async () => {
    const error = expectError(await call(ctx.owner, 'POST', '/api/lists', { name: '  ' }), 400);
    expect(error.message).toBe('List name is required.');
    expectError(await call(ctx.owner, 'POST', '/api/lists', { name: 'x'.repeat(101) }), 400);
  });

  it('keeps one list of a name per person, whatever its case', async () => {
    const taken = await createList(ctx.owner, 'Prospects Q4');
    const again = expectError(
      await call(ctx.owner, 'POST', '/api/lists', { name: 'prospects q4' }),
      409,
      'CONFLICT',
    );
    expect(again.message).toBe(
      'You already have a list named “prospects q4”. Choose another name.',
    );
    const other = await createList(ctx.owner, 'Prospects Q1');
    expectError(
      await call(ctx.owner, 'PUT', `/api/lists/${other._id}`, { name: 'PROSPECTS Q4' }),
      409,
      'CONFLICT',
    );
    // Renaming a list to its own name in another case, and another person's same name, are fine.
    const recased = await call(ctx.owner, 'PUT', `/api/lists/${taken._id}`, {
      name: 'PROSPECTS Q4',
    });
    expect(recased.statusCode, recased.body).toBe(200);
    await createList(ctx.other, 'Prospects Q4');
  });
});
