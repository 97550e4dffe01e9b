import { OPT_OUT_REQUESTED_MESSAGE } from '@leadvault/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  expectError,
  expectValidationError,
  outboxMessagesTo,
  send,
  useTestApp,
} from '../../../test/helpers.ts';
import { leads, optOutRequests, suppressions } from '../../db/schema/index.ts';
import { insertLeads } from '../leads/test-leads.ts';

const ctx = useTestApp({ people: { customer: 'Customer' } });

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
});
