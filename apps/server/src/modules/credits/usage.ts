import {
  CREDIT_USAGE_DAYS,
  type CreditUsage,
  type CreditUsageDay,
  type CreditUsageQuery,
} from '@leadvault/contract';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { creditLedger, leadListItems, leadLists, leadUnlocks } from '../../db/schema/index.ts';

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a UTC day. */
const utcDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The first instant of the period: UTC midnight `days − 1` days before today's. */
export function usageSince(now: Date, days: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * DAY_MS);
}

/** Every UTC day from `since`, `days` of them, with the sums found for it or zeros. */
export function zeroFilledDays(
  since: Date,
  days: number,
  found: readonly CreditUsageDay[],
): CreditUsageDay[] {
  const byDate = new Map(found.map((day) => [day.date, day]));
  return Array.from({ length: days }, (_, index) => {
    const date = utcDate(since.getTime() + index * DAY_MS);
    return byDate.get(date) ?? { date, spent: 0, added: 0, taken: 0 };
  });
}

const isReveal = sql`${creditLedger.reason} = 'reveal'`;
const spent = sql<number>`coalesce(sum(-${creditLedger.delta}) filter (where ${isReveal}), 0)::int`;
const added = sql<number>`coalesce(sum(${creditLedger.delta}) filter (where not ${isReveal} and ${creditLedger.delta} > 0), 0)::int`;
const taken = sql<number>`coalesce(sum(-${creditLedger.delta}) filter (where not ${isReveal} and ${creditLedger.delta} < 0), 0)::int`;

/**
 * `GET /api/credits/usage`: the person's credits per UTC day over the last `days` days (today's
 * included), the spending on the leads of each of their lists, and the period's totals. All of
 * it is read from the ledger and the unlocks; nothing is stored for it.
 *
 * Per list: the cost of the unlocks made in the period whose lead is in the list now. Reveals
 * are not made "from" a list (a list only holds leads), so this is the honest reading of "spent
 * on a list": what the leads it holds cost you lately.
 */
export async function creditUsage(
  db: DbOrTx,
  userId: string,
  query: CreditUsageQuery,
  now = new Date(),
): Promise<CreditUsage> {
  const days = query.days ?? CREDIT_USAGE_DAYS;
  const since = usageSince(now, days);
  const mineSince = and(eq(creditLedger.userId, userId), gte(creditLedger.createdAt, since));
  const date = sql<string>`to_char(${creditLedger.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;

  const [perDay, [totals], byList] = await Promise.all([
    db.select({ date, spent, added, taken }).from(creditLedger).where(mineSince).groupBy(date),
    db
      .select({
        spent,
        added,
        taken,
        reveals: sql<number>`count(distinct ${creditLedger.revealId}) filter (where ${isReveal})::int`,
        leadsRevealed: sql<number>`coalesce(sum(${creditLedger.leadCount}) filter (where ${isReveal}), 0)::int`,
      })
      .from(creditLedger)
      .where(mineSince),
    db
      .select({
        listId: leadLists.id,
        name: leadLists.name,
        spent: sql<number>`sum(${leadUnlocks.cost})::int`,
        leads: sql<number>`count(*)::int`,
      })
      .from(leadLists)
      .innerJoin(leadListItems, eq(leadListItems.listId, leadLists.id))
      .innerJoin(
        leadUnlocks,
        and(eq(leadUnlocks.userId, leadLists.userId), eq(leadUnlocks.leadId, leadListItems.leadId)),
      )
      .where(and(eq(leadLists.userId, userId), gte(leadUnlocks.createdAt, since)))
      .groupBy(leadLists.id, leadLists.name)
      .orderBy(desc(sql`sum(${leadUnlocks.cost})`), leadLists.name),
  ]);

  return {
    days: zeroFilledDays(since, days, perDay),
    byList,
    totals: totals ?? { spent: 0, added: 0, taken: 0, reveals: 0, leadsRevealed: 0 },
    since: since.toISOString(),
  };
}
