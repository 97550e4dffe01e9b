import {
  CreatePackageInput,
  centsToDollars,
  dollarsToCents,
  formatPrice,
  MAX_PRICE_CENTS,
} from '@leadvault/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectValidationError, send, useTestApp } from '../../../test/helpers.ts';
import { seedContent } from '../content/index.ts';

const ctx = useTestApp({ people: { admin: 'Admin', manager: 'Manager', customer: 'Customer' } });

beforeAll(async () => {
  await seedContent(ctx.database.db);
});

type PublicPackage = { _id: string; packageName: string; price: number } & Record<string, unknown>;

async function packages(): Promise<PublicPackage[]> {
  const response = await send(ctx.app, { url: '/api/packages' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function priceCentsOf(id: string): Promise<number | undefined> {
  const [row] = await ctx.database.rows<{ price_cents: number }>(
    sql`select price_cents from packages where id = ${id}`,
  );
  return row?.price_cents;
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const validPackage = {
  packageName: 'Scale',
  price: '249.5',
  accessLink1: 'https://example.com/leads/scale-1.csv',
  accessLink2: '',
  accessLink3: 'http://files.example.org/scale-3.csv',
  img: '/images/seed/package-growth.svg',
  pointOne: 'One',
  pointTen: 'Ten',
};

describe('price conversion', () => {
  it('turns dollars into integer cents without float drift', () => {
    expect(dollarsToCents(49)).toBe(4900);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(1.005)).toBe(100);
    expect(centsToDollars(1999)).toBe(19.99);
    expect(formatPrice(centsToDollars(4900))).toBe('49.00');
    expect(formatPrice(centsToDollars(14950))).toBe('149.50');
  });

  it('accepts positive prices as numbers or numeric text and refuses everything else', () => {
    const parse = (price: unknown) =>
      CreatePackageInput.safeParse({ packageName: 'P', price }).data?.price;
    expect(parse(49)).toBe(49);
    expect(parse('49.00')).toBe(49);
    expect(parse(' 19.99 ')).toBe(19.99);
    for (const bad of [0, -1, '0', '-5', 'abc', '', null, '1e3', 0.001, Number.NaN, {}]) {
      expect(parse(bad), String(bad)).toBeUndefined();
    }
    expect(parse(MAX_PRICE_CENTS / 100)).toBe(MAX_PRICE_CENTS / 100);
    expect(parse(MAX_PRICE_CENTS / 100 + 1)).toBeUndefined();
  });
});

describe('public package reads', () => {
  it('lists the three seeded packages with prices in dollars, and their points', async () => {
    const list = await packages();
    expect(list.map((item) => [item.packageName, item.price])).toEqual([
      ['Starter', 49],
      ['Growth', 149],
      ['Enterprise', 399],
    ]);
    // Starter and Enterprise are cut from our leads: their points are their definitions.
    const [starter, , enterprise] = list;
    expect(starter?.segment).toMatchObject({ rowCount: 40, files: ['Software in North America'] });
    expect([starter?.pointOne, starter?.pointTwo, starter?.pointThree]).toEqual([
      '40 business contacts',
      'Software',
      'United States and Canada',
    ]);
    expect(enterprise?.pointOne).toBe('1,000 business contacts');
    for (const item of list.filter((pkg) => pkg.segment === null)) {
      for (const point of [
        'pointOne',
        'pointTwo',
        'pointThree',
        'pointFour',
        'pointFive',
        'pointSix',
        'pointSeven',
        'pointEight',
        'pointNine',
        'pointTen',
      ]) {
        expect(item[point], point).toEqual(expect.stringMatching(/\S/));
      }
    }
  });

  it('never includes the access links, in the list or one package, with or without a slash', async () => {
    const [first] = await packages();
    for (const url of [
      '/api/packages',
      '/api/packages/',
      `/api/package/${first?._id}`,
      `/api/package/${first?._id}/`,
    ]) {
      const response = await send(ctx.app, { url });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(/accessLink/i);
      expect(response.body).not.toContain('example.com/leads');
    }
  });

  it('answers 404 for an unknown package and an id that is not a uuid', async () => {
    expectError(await send(ctx.app, { url: `/api/package/${UNKNOWN_ID}` }), 404, 'NOT_FOUND');
    expectError(await send(ctx.app, { url: '/api/package/starter' }), 404, 'NOT_FOUND');
  });

  it('serves package titles with and without a slash, with ETag and 304', async () => {
    const response = await send(ctx.app, { url: '/api/package-titles/' });
    expect(response.statusCode).toBe(200);
    const [title] = response.json();
    expect(title.titleOne).toBe('Simple, transparent pricing');
    const again = await send(ctx.app, {
      url: '/api/package-titles',
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const one = await send(ctx.app, { url: `/api/package-title/${title._id}` });
    expect(one.json()).toEqual(title);
  });
});

describe('staff package routes', () => {
  const guarded = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => {
    expectError(await send(ctx.app, { method, url, body }), 401, 'UNAUTHORIZED');
    for (const person of [ctx.customer, ctx.manager]) {
      expectError(
        await send(ctx.app, { method, url, body, cookie: person.cookie }),
        403,
        'FORBIDDEN',
      );
    }
  };

  it('refuses everyone but Admin before looking at the id or the body', async () => {
    const [first] = await packages();
    for (const id of [first?._id, 'not-a-uuid']) {
      for (const body of [validPackage, { price: -1 }]) {
        await guarded('PUT', `/api/edit-package/${id}`, body);
        await guarded('PUT', `/api/package-title/${id}`, { titleOne: 'x' });
      }
      await guarded('GET', `/api/admin/package/${id}`);
    }
    await guarded('POST', '/api/add-package', validPackage);
    await guarded('POST', '/api/add-package', {});
    await guarded('GET', '/api/admin/packages');
  });

  it('shows staff the access links', async () => {
    const response = await send(ctx.app, { url: '/api/admin/packages', cookie: ctx.admin.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    // Growth is the demo's package of files and links (Starter is cut from our leads).
    const [, growth] = response.json();
    expect(growth).toMatchObject({
      packageName: 'Growth',
      price: 149,
      accessLink1: 'https://example.com/leads/growth-1.csv',
    });
    const one = await send(ctx.app, {
      url: `/api/admin/package/${growth._id}/`,
      cookie: ctx.admin.cookie,
    });
    expect(one.json()).toEqual(growth);
    expectError(
      await send(ctx.app, { url: `/api/admin/package/${UNKNOWN_ID}`, cookie: ctx.admin.cookie }),
      404,
    );
  });

  it('edits a package: price in dollars stored as cents, visible on the public GET', async () => {
    const [, growth] = await packages();
    const response = await send(ctx.app, {
      method: 'PUT',
      url: `/api/edit-package/${growth?._id}`,
      cookie: ctx.admin.cookie,
      body: { ...validPackage, packageName: 'Growth Plus', price: '159.99', unknown: 'x' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      _id: growth?._id,
      packageName: 'Growth Plus',
      price: 159.99,
      accessLink1: validPackage.accessLink1,
      accessLink2: '',
      pointOne: 'One',
      pointTwo: growth?.pointTwo,
    });
    expect(response.json()).not.toHaveProperty('unknown');
    expect(await priceCentsOf(growth?._id ?? '')).toBe(15999);
    const [, after] = await packages();
    expect(after).toMatchObject({ packageName: 'Growth Plus', price: 159.99, pointTen: 'Ten' });
    const single = await send(ctx.app, { url: `/api/package/${growth?._id}` });
    expect(single.json()).toEqual(after);
  });

  it('refuses invalid packages with field errors', async () => {
    const [first] = await packages();
    const url = `/api/edit-package/${first?._id}`;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...validPackage, packageName: '  ' }, 'packageName'],
      [{ ...validPackage, packageName: undefined }, 'packageName'],
      [{ ...validPackage, price: -10 }, 'price'],
      [{ ...validPackage, price: 0 }, 'price'],
      [{ ...validPackage, price: 'ten dollars' }, 'price'],
      [{ ...validPackage, price: undefined }, 'price'],
      [{ ...validPackage, accessLink2: 'javascript:alert(1)' }, 'accessLink2'],
      [{ ...validPackage, accessLink1: 'ftp://example.com/x.csv' }, 'accessLink1'],
      [{ ...validPackage, accessLink3: 'not a url' }, 'accessLink3'],
    ];
    for (const [body, field] of cases) {
      const error = expectValidationError(
        await send(ctx.app, { method: 'PUT', url, body, cookie: ctx.admin.cookie }),
      );
      expect(
        (error.details as Array<{ field?: string }>).map((d) => d.field),
        field,
      ).toContain(field);
    }
    expect(await priceCentsOf(first?._id ?? '')).toBe(4900);
  });

  it('answers 404 when editing an unknown package or an id that is not a uuid', async () => {
    for (const id of [UNKNOWN_ID, 'growth']) {
      expectError(
        await send(ctx.app, {
          method: 'PUT',
          url: `/api/edit-package/${id}`,
          body: validPackage,
          cookie: ctx.admin.cookie,
        }),
        404,
        'NOT_FOUND',
      );
    }
  });

  it('adds a package at the end of the public list', async () => {
    const before = await packages();
    const response = await send(ctx.app, {
      method: 'POST',
      url: '/api/add-package/',
      cookie: ctx.admin.cookie,
      body: { packageName: 'Agency', price: 999 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      packageName: 'Agency',
      price: 999,
      accessLink1: '',
      pointOne: '',
    });
    const after = await packages();
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ packageName: 'Agency', price: 999 });
    expectValidationError(
      await send(ctx.app, {
        method: 'POST',
        url: '/api/add-package',
        cookie: ctx.admin.cookie,
        body: { price: 10 },
      }),
    );
  });

  it('records who added and edited a package, with each changed field', async () => {
    const added = await send(ctx.app, {
      method: 'POST',
      url: '/api/add-package',
      cookie: ctx.admin.cookie,
      body: { packageName: 'Logged', price: 10 },
    });
    const id = added.json()._id;
    await send(ctx.app, {
      method: 'PUT',
      url: `/api/edit-package/${id}`,
      cookie: ctx.admin.cookie,
      body: { packageName: 'Logged', price: '12.50', pointOne: 'New point' },
    });
    const history = await send(ctx.app, {
      url: `/api/activity?entity=package&entityId=${id}`,
      cookie: ctx.admin.cookie,
    });
    expect(history.json()).toEqual([
      expect.objectContaining({
        actorEmail: ctx.admin.email,
        action: 'package.update',
        summary: 'Package "Logged" updated: price, pointOne',
        details: {
          price: { from: '10.00', to: '12.50' },
          pointOne: { from: '', to: 'New point' },
        },
      }),
      expect.objectContaining({
        action: 'package.create',
        summary: 'Package "Logged" added at $10.00',
      }),
    ]);
  });

  it('edits the package title and shows it on the next read', async () => {
    const [title] = (await send(ctx.app, { url: '/api/package-titles' })).json();
    const saved = await send(ctx.app, {
      method: 'PUT',
      url: `/api/package-title/${title._id}`,
      cookie: ctx.admin.cookie,
      body: { titleOne: 'Pricing plans', description: 'Pick one.' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await send(ctx.app, { url: '/api/package-titles/' })).json()).toEqual([
      { _id: title._id, titleOne: 'Pricing plans', description: 'Pick one.' },
    ]);
    expect((await send(ctx.app, { url: `/api/package-title/${title._id}` })).json()).toEqual({
      _id: title._id,
      titleOne: 'Pricing plans',
      description: 'Pick one.',
    });
    expectError(
      await send(ctx.app, {
        method: 'PUT',
        url: `/api/package-title/${UNKNOWN_ID}`,
        cookie: ctx.admin.cookie,
        body: { titleOne: 'x' },
      }),
      404,
    );
  });

  it('refreshes the cached package list after a write (ETag changes)', async () => {
    const first = await send(ctx.app, { url: '/api/packages' });
    const etag = first.headers.etag as string;
    expect(
      (await send(ctx.app, { url: '/api/packages', headers: { 'if-none-match': etag } }))
        .statusCode,
    ).toBe(304);
    const [starter] = first.json();
    await send(ctx.app, {
      method: 'PUT',
      url: `/api/edit-package/${starter._id}`,
      cookie: ctx.admin.cookie,
      body: { packageName: 'Starter', price: 59 },
    });
    const after = await send(ctx.app, { url: '/api/packages', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json()[0].price).toBe(59);
    expect((await send(ctx.app, { url: `/api/package/${starter._id}` })).json().price).toBe(59);
  });
});

describe('package kinds', () => {
  const add = (body: unknown) =>
    send(ctx.app, { method: 'POST', url: '/api/add-package', cookie: ctx.admin.cookie, body });

  it('keeps each kind to its own fields: a database grants no credits, a pack has no links', async () => {
    const database = await add({ ...validPackage, kind: 'database', credits: 40 });
    expect(database.statusCode, database.body).toBe(200);
    expect(database.json()).toMatchObject({ kind: 'database', credits: 0, archivedAt: null });

    const pack = await add({
      packageName: '250 credits',
      price: 29,
      kind: 'credit_pack',
      credits: 250,
    });
    expect(pack.statusCode, pack.body).toBe(200);
    expect(pack.json()).toMatchObject({ kind: 'credit_pack', credits: 250, accessLink1: '' });
    const listed = (await packages()).find((pkg) => pkg._id === pack.json()._id);
    expect(listed).toMatchObject({ kind: 'credit_pack', credits: 250 });
  });

  it('treats a new package with credits and no kind as a credit pack (older clients)', async () => {
    const pack = await add({ packageName: '10 credits', price: 5, credits: 10 });
    expect(pack.json()).toMatchObject({ kind: 'credit_pack', credits: 10 });
  });

  it('refuses a credit pack without credits or with links, with field errors', async () => {
    const noCredits = await add({ packageName: 'Empty pack', price: 5, kind: 'credit_pack' });
    expect(expectValidationError(noCredits).details).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'credits' })]),
    );
    const withLink = await add({
      packageName: 'Linked pack',
      price: 5,
      kind: 'credit_pack',
      credits: 10,
      accessLink1: 'https://example.com/a.csv',
    });
    expect(expectValidationError(withLink).details).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'accessLink1' })]),
    );
    const badKind = await add({ packageName: 'Odd', price: 5, kind: 'bundle' });
    expectValidationError(badKind);
  });
});

describe('packages taken off sale', () => {
  const archive = (id: string, cookie = ctx.admin.cookie, action = 'archive') =>
    send(ctx.app, { method: 'POST', url: `/api/admin/package/${id}/${action}`, cookie });
  const order = (packageId: string) =>
    send(ctx.app, {
      method: 'POST',
      url: '/api/new-order',
      cookie: ctx.customer.cookie,
      body: {
        packageId,
        customerName: 'Ada Buyer',
        address: '1 Main St',
        cityName: 'Boston',
        countryName: 'United States',
      },
    });

  it('leaves the catalog and new orders, keeps its orders, and comes back when restored', async () => {
    const created = await send(ctx.app, {
      method: 'POST',
      url: '/api/add-package',
      cookie: ctx.admin.cookie,
      body: { ...validPackage, packageName: 'Retiring' },
    });
    const id = created.json()._id as string;
    const bought = await order(id);
    expect(bought.statusCode, bought.body).toBe(201);
    expect((await packages()).map((pkg) => pkg._id)).toContain(id);

    const archived = await archive(id);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json()).toMatchObject({ archivedAt: expect.any(String), orderCount: 1 });
    expect((await packages()).map((pkg) => pkg._id)).not.toContain(id);
    expectError(await send(ctx.app, { url: `/api/package/${id}` }), 404);
    const refused = expectError(await order(id), 400, 'VALIDATION_ERROR');
    expect(refused.message).toBe(
      '"Retiring" is no longer on sale and cannot be ordered. Choose another package.',
    );
    // Its order keeps it, for the buyer and for staff.
    const mine = await send(ctx.app, {
      url: '/api/orders?owner=me&page=1',
      cookie: ctx.customer.cookie,
    });
    expect(mine.json().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ _id: bought.json()._id, packageName: 'Retiring' }),
      ]),
    );
    const staffView = await send(ctx.app, {
      url: `/api/admin/package/${id}`,
      cookie: ctx.admin.cookie,
    });
    expect(staffView.json()).toMatchObject({
      packageName: 'Retiring',
      archivedAt: expect.any(String),
    });

    const restored = await archive(id, ctx.admin.cookie, 'restore');
    expect(restored.json()).toMatchObject({ archivedAt: null });
    expect((await packages()).map((pkg) => pkg._id)).toContain(id);
    expect((await order(id)).statusCode).toBe(201);

    const history = await ctx.database.rows<{ action: string }>(
      sql`select action from activity_log where entity_id = ${id} and action like 'package.%' order by seq`,
    );
    expect(history.map((row) => row.action)).toEqual([
      'package.create',
      'package.archive',
      'package.restore',
    ]);
  });

  it('lets only an Admin archive or restore, and answers 404 for an unknown package', async () => {
    for (const who of [ctx.customer, ctx.manager]) {
      expectError(await archive(UNKNOWN_ID, who.cookie), 403);
      expectError(await archive(UNKNOWN_ID, who.cookie, 'restore'), 403);
    }
    expectError(await archive(UNKNOWN_ID, ''), 401);
    expectError(await archive(UNKNOWN_ID), 404);
    expectError(await archive('not-a-uuid', ctx.admin.cookie, 'restore'), 404);
  });
});
