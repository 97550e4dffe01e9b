import { OPT_OUT_REQUESTED_MESSAGE } from '@leadvault/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  expectError,
  expectValidationError,
  outboxMessagesTo,
  send,
  useTestApp,
} from '../../../test/helpers.ts';
import { leads, optOutRequests, suppressions } from '../../db/schema/index.ts';
import { uploadLeadImport } from '../lead-imports/test-imports.ts';
import { insertLeads } from '../leads/test-leads.ts';

const ctx = useTestApp({ people: { customer: 'Customer', admin: 'Admin' } });

const requestRemoval = (email: string, remoteAddress?: string) =>
  send(ctx.app, { method: 'POST', url: '/api/opt-out', body: { email }, remoteAddress });

/** The token of the newest removal link mailed to this address. */
function linkTokenFor(email: string): string {
  const messages = outboxMessagesTo(ctx.dataDir, email);
  const last = messages.at(-1);
  expect(last, `a removal e-mail to ${email}`).toBeDefined();
  const match = /\/opt-out\/confirm\?token=([A-Za-z0-9_-]+)/.exec(last?.text ?? '');
  expect(match).not.toBeNull();
  return match?.[1] ?? '';
}

const confirm = (token: string) =>
  send(ctx.app, { url: `/api/opt-out/confirm?token=${encodeURIComponent(token)}` });

describe('public opt-out', () => {
  it('mails a link, and confirming it suppresses the address and erases the lead: gone from search and exports', async () => {
    const [leadId] = await insertLeads(ctx.database, [
      {
        firstName: 'Olivia',
        lastName: 'Optout',
        jobTitle: 'Head of Growth',
        companyName: 'Leavingco',
        city: 'Lyon',
        linkedinUrl: 'https://www.linkedin.com/in/olivia-optout',
        email: 'olivia@leaving.example',
      },
    ]);
    const reveal = await send(ctx.app, {
      method: 'POST',
      url: '/api/leads/reveal',
      cookie: ctx.customer.cookie,
      body: { leadIds: [leadId] },
    });
    expect(reveal.json().results[0].status).toBe('charged');

    const asked = await requestRemoval('Olivia@Leaving.example');
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ message: OPT_OUT_REQUESTED_MESSAGE });
    const mail = outboxMessagesTo(ctx.dataDir, 'olivia@leaving.example').at(-1);
    expect(mail?.text).toContain('Confirm the removal of your address from LeadVault');
    expect(mail?.text).toContain('http://localhost:3000/opt-out/confirm?token=');
    const token = linkTokenFor('olivia@leaving.example');
    // Only a hash of the token is stored.
    const stored = await ctx.database.db.select().from(optOutRequests);
    expect(JSON.stringify(stored)).not.toContain(token);
    // Nothing changes before the person confirms.
    const before = await send(ctx.app, {
      url: '/api/leads?q=Leavingco',
      cookie: ctx.customer.cookie,
    });
    expect(before.json().total).toBe(1);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().email).toBe('olivia@leaving.example');

    const after = await send(ctx.app, {
      url: '/api/leads?q=Leavingco',
      cookie: ctx.customer.cookie,
    });
    expect(after.json().total).toBe(0);
    const exported = await send(ctx.app, {
      url: '/api/leads/export?unlocked=1',
      cookie: ctx.customer.cookie,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toMatch(/olivia|Optout|Lyon/i);
    const mine = await send(ctx.app, { url: '/api/my-all-leads', cookie: ctx.customer.cookie });
    expect(mine.json().items[0]).toMatchObject({ _id: leadId, removed: true, email: null });
    // Still listed as removed, no longer counted among the customer's leads.
    expect(mine.json().total).toBe(mine.json().items.length - 1);
    expect(JSON.stringify(mine.json())).not.toMatch(/olivia|Optout|Lyon|Head of Growth/i);

    // The lead's personal data is erased; the address survives only on the suppression list.
    const [row] = await ctx.database.db
      .select()
      .from(leads)
      .where(eq(leads.id, leadId ?? ''));
    expect(row).toMatchObject({
      firstName: '',
      lastName: '',
      jobTitle: '',
      city: '',
      linkedinUrl: '',
    });
    expect(row?.email).toMatch(/^[0-9a-f]{64}@erased\.invalid$/);
    expect(row?.suppressedAt).not.toBeNull();
    const [suppression] = await ctx.database.db
      .select()
      .from(suppressions)
      .where(eq(suppressions.email, 'olivia@leaving.example'));
    expect(suppression?.source).toBe('opt_out');

    // The link works once.
    expectError(await confirm(token), 404, 'INVALID_LINK');
  });

  it('answers the same for an address we do not hold, whose confirmation keeps imports from adding it', async () => {
    const asked = await requestRemoval('nobody.here@unknown.example');
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: OPT_OUT_REQUESTED_MESSAGE });
    const confirmed = await confirm(linkTokenFor('nobody.here@unknown.example'));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { suppressedAmong } = await import('../suppressions/index.ts');
    expect(await suppressedAmong(ctx.database.db, ['nobody.here@unknown.example'])).toEqual(
      new Set(['nobody.here@unknown.example']),
    );
  });

  it('refuses expired, unknown and malformed links with nothing changed', async () => {
    await requestRemoval('late@slow.example');
    const token = linkTokenFor('late@slow.example');
    await ctx.database.db
      .update(optOutRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(optOutRequests.email, 'late@slow.example'));
    expectError(await confirm(token), 404, 'INVALID_LINK');
    expectError(await confirm('made-up-token'), 404, 'INVALID_LINK');
    expectValidationError(await send(ctx.app, { url: '/api/opt-out/confirm' }));
    const rows = await ctx.database.db
      .select()
      .from(suppressions)
      .where(eq(suppressions.email, 'late@slow.example'));
    expect(rows).toEqual([]);
  });

  it('checks the address with field errors and limits requests per address and per client', async () => {
    const invalid = expectValidationError(
      await send(ctx.app, { method: 'POST', url: '/api/opt-out', body: { email: 'nope' } }),
    );
    expect(JSON.stringify(invalid.details)).toContain('Invalid email address.');
    // Three links an hour for one address, from any client.
    for (let i = 0; i < 3; i += 1) {
      expect((await requestRemoval('busy@limits.example')).statusCode).toBe(200);
    }
    const limited = await requestRemoval('busy@limits.example');
    expectError(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(outboxMessagesTo(ctx.dataDir, 'busy@limits.example')).toHaveLength(3);
    // Five requests per client address in 15 minutes.
    const client = '10.250.0.1';
    for (let i = 0; i < 5; i += 1) {
      expect((await requestRemoval(`client${i}@limits.example`, client)).statusCode).toBe(200);
    }
    expectError(await requestRemoval('client5@limits.example', client), 429, 'RATE_LIMITED');
  });

  it('issue 25: leaves the address nowhere but the suppression list, every table searched', async () => {
    const address = 'erin.erase@erasure.example';
    const [leadId] = await insertLeads(ctx.database, [
      { firstName: 'Erin', lastName: 'Erase', email: address, companyDomain: 'erasure.example' },
    ]);
    // A reveal kept for its Idempotency-Key.
    const reveal = () =>
      send(ctx.app, {
        method: 'POST',
        url: '/api/leads/reveal',
        cookie: ctx.customer.cookie,
        body: { leadIds: [leadId] },
        headers: { 'idempotency-key': 'erase-1' },
      });
    const first = await reveal();
    expect(first.json().results[0]).toMatchObject({ status: 'charged', email: address });

    // An import that ran (its preview rows and rejected rows hold the address) ...
    const csv = [
      'Email,Full Name,Employees,Country',
      'Erin.Erase@Erasure.example,Erin Erase,10,US',
      `${address},Erin Again,10,US`,
      'keeper@erasure.example,Kim Keeper,10,US',
    ].join('\n');
    const ran = (await uploadLeadImport(ctx.app, ctx.admin.cookie, csv)).json();
    // ... one still waiting for its mapping ...
    const waiting = (await uploadLeadImport(ctx.app, ctx.admin.cookie, csv)).json();
    const files = await ctx.database.rows<{ id: string }>(sql`
      select file_id::text as id from lead_imports where id in (${ran._id}, ${waiting._id})`);
    const committed = await send(ctx.app, {
      method: 'POST',
      url: `/api/admin/lead-imports/${ran._id}/commit`,
      cookie: ctx.admin.cookie,
      body: { mapping: { email: 0, fullName: 1, companySize: 2, country: 3 }, onDuplicate: 'skip' },
    });
    expect(committed.statusCode, committed.body).toBe(202);
    // ... errors stored before they were sanitised ...
    await ctx.database.rows(sql`
      update jobs set last_error = ${`DrizzleQueryError: Failed query\nparams: ${address},x`}
      where id = (select job_id from lead_imports where id = ${ran._id})`);
    await ctx.database.rows(sql`
      update lead_imports set error = ${`Failed query params: ["${address.toUpperCase()}"]`}
      where id = ${ran._id}`);
    // ... and a staff suppression of the address, in the activity log.
    const staff = await send(ctx.app, {
      method: 'POST',
      url: '/api/admin/suppressions',
      cookie: ctx.admin.cookie,
      body: { email: address, reason: 'Asked us by phone' },
    });
    expect(staff.statusCode, staff.body).toBe(201);

    expect((await requestRemoval(address)).statusCode).toBe(200);
    expect((await confirm(linkTokenFor(address))).statusCode).toBe(200);

    // The replay answers from today's state: charged once, no address any more.
    const replay = await reveal();
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().results).toEqual([{ leadId, status: 'charged' }]);
    expect(replay.body).not.toContain('erin');

    // Every text, JSON and byte column of every table, case-insensitively.
    const columns = await ctx.database.rows<{
      table_name: string;
      column_name: string;
      data_type: string;
    }>(sql`
      select c.table_name, c.column_name, c.data_type
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'bytea')`);
    expect(columns.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const { table_name: table, column_name: column, data_type: type } of columns) {
      const value =
        type === 'bytea'
          ? sql`encode(${sql.identifier(column)}, 'escape')`
          : sql`${sql.identifier(column)}::text`;
      const [hit] = await ctx.database.rows<{ n: number }>(sql`
        select count(*)::int as n from ${sql.identifier(table)}
        where strpos(lower(${value}), ${address}) > 0`);
      if ((hit?.n ?? 0) > 0) found.push(`${table}.${column}`);
    }
    // The suppression list keeps it on purpose: it is what keeps imports from bringing it back.
    expect(found).toEqual(['suppressions.email']);

    // Both imports' uploaded files are gone from the file store.
    const left = await ctx.database.rows<{ n: number }>(sql`
      select count(*)::int as n from stored_files
      where id in (${files[0]?.id ?? null}::uuid, ${files[1]?.id ?? null}::uuid)`);
    expect(left[0]?.n).toBe(0);
    expect(files.every((file) => file.id)).toBe(true);
    // What is not the person stays: the other row of the import, its report.
    const report = (
      await send(ctx.app, { url: `/api/admin/lead-imports/${ran._id}`, cookie: ctx.admin.cookie })
    ).json();
    expect(report).toMatchObject({ status: 'done', inserted: 1, duplicates: 2 });
    expect(report.sample).toEqual([['keeper@erasure.example', 'Kim Keeper', '10', 'US']]);
    const withdrawn = (
      await send(ctx.app, {
        url: `/api/admin/lead-imports/${waiting._id}`,
        cookie: ctx.admin.cookie,
      })
    ).json();
    expect(withdrawn.status).toBe('failed');
    expect(withdrawn.error).toMatch(/^Withdrawn before it started/);
  });
});
