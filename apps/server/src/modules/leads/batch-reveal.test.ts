import { randomUUID } from 'node:crypto';
import { LeadFilters } from '@leadvault/contract';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInAs, useTestApp } from '../../../test/helpers.ts';
import { leads } from '../../db/schema/index.ts';
import { quoteSelection } from '../lead-selection/quote.ts';
import { revealBatch } from './batch-reveal.ts';
import { insertLeads } from './test-leads.ts';

/**
 * A whole-search batch under our checks (VERIFY_METHOD on): leads not checked lately are
 * checked first, free, and charged only when the check confirms them; those it does not
 * conclude in time are `checking`, never charged. The checker is the outside service here: it
 * stands in as a function that records its verdicts as ours does (status, reason, date).
 */
const ctx = useTestApp();
const DAY = 24 * 60 * 60_000;

describe('a whole-search batch with our checks on', () => {
  it('checks unchecked leads first, charges only those confirmed, counts the rest', async () => {
    const person = await signInAs(ctx.app, 'Customer');
    const domain = `batch-${randomUUID().slice(0, 8)}.example`;
    const ids = await insertLeads(ctx.database, [
      // Checked by us last week: sells as it is.
      {
        companyDomain: domain,
        email: `fresh@${domain}`,
        verificationReason: 'mailbox_exists',
        verifiedAt: new Date(Date.now() - 7 * DAY),
      },
      // Supplier's word only: our check will confirm it.
      { companyDomain: domain, email: `confirmed@${domain}`, verifiedAt: null },
      // Supplier's word only: our check will find it gone.
      { companyDomain: domain, email: `gone@${domain}`, verifiedAt: null },
      // Supplier's word only: our check will not conclude in time.
      { companyDomain: domain, email: `slow@${domain}`, verifiedAt: null },
      // Our check found it invalid lately.
      {
        companyDomain: domain,
        email: `bad@${domain}`,
        emailStatus: 'invalid',
        verificationReason: 'mailbox_not_found',
        verifiedAt: new Date(Date.now() - DAY),
      },
    ]);
    const checked: string[] = [];
    const checks = {
      enabled: true,
      maxAgeDays: 90,
      async check(leadIds: string[]) {
        checked.push(...leadIds);
        const rows = await ctx.database.db
          .select({ id: leads.id, email: leads.email })
          .from(leads)
          .where(inArray(leads.id, leadIds));
        for (const row of rows) {
          if (row.email.startsWith('slow@')) continue;
          const good = row.email.startsWith('confirmed@');
          await ctx.database.rows(sql`update leads set
              email_status = ${good ? 'valid' : 'invalid'},
              verification_reason = ${good ? 'mailbox_exists' : 'mailbox_not_found'},
              verified_at = now()
            where id = ${row.id}`);
        }
      },
    };

    const quote = await quoteSelection(
      ctx.database.db,
      checks,
      person.userId,
      LeadFilters.parse({ domain: [domain] }),
    );
    expect(quote).toMatchObject({ total: 5, new: 4, unchecked: 3, unavailable: 1, owned: 0 });

    const revealId = randomUUID();
    const recorded: unknown[] = [];
    const outcome = await revealBatch(
      ctx.database.db,
      checks,
      person.userId,
      revealId,
      [...ids].sort(),
      100,
      async (_tx, batch) => {
        recorded.push(batch);
      },
    );
    expect(checked.sort()).toEqual([ids[1], ids[2], ids[3]].sort());
    expect(outcome).toEqual({
      revealed: 2,
      owned: 0,
      unavailable: 3,
      checking: 1,
      unpaid: 0,
      shortOf: null,
      charged: 2,
    });
    expect(recorded).toEqual([outcome]);
    const ledger = await ctx.database.rows<{ delta: number; lead_count: number }>(
      sql`select delta, lead_count from credit_ledger where reveal_id = ${revealId}`,
    );
    expect(ledger).toEqual([{ delta: -2, lead_count: 2 }]);
    const unlocked = await ctx.database.rows<{ email: string; linked: boolean }>(
      sql`select l.email, u.ledger_id is not null as linked from lead_unlocks u
          join leads l on l.id = u.lead_id where u.user_id = ${person.userId} order by l.email`,
    );
    expect(unlocked).toEqual([
      { email: `confirmed@${domain}`, linked: true },
      { email: `fresh@${domain}`, linked: true },
    ]);
  });
});
