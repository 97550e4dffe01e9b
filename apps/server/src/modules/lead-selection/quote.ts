import {
  LEAD_REVEAL_COST,
  LEAD_SELECTION_MAX,
  type LeadFilters,
  type SelectionQuote,
} from '@leadvault/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { leads, leadUnlocks } from '../../db/schema/index.ts';
import { creditBalance } from '../credits/index.ts';
import {
  leadFilter,
  needsCheckNow,
  notSuppressed,
  type ResolvedWords,
  resolveWords,
  type SaleRule,
  sellsNow,
  wordTexts,
} from '../leads/index.ts';

/**
 * The first LEAD_SELECTION_MAX matches of a search in id order (the order its pages and the
 * job go through them), its word searches `resolved` first (resolveWords): the planner chooses
 * how to read them, and needs to see the words to choose well.
 */
export function selectionMatches(
  db: DbOrTx,
  filters: LeadFilters,
  resolved: ResolvedWords,
  limit = LEAD_SELECTION_MAX,
) {
  return db
    .select({ id: leads.id })
    .from(leads)
    .where(and(leadFilter(filters, undefined, resolved), notSuppressed))
    .orderBy(asc(leads.id))
    .limit(limit);
}

/**
 * What revealing the whole selection would do, counted in one statement (no row comes back to
 * the server): the reveal quote's counts (quoteReveal's rule, read in SQL: owned, new of which
 * `unchecked`, unavailable) over the first LEAD_SELECTION_MAX matches, and whether there were more.
 */
export async function quoteSelection(
  db: DbOrTx,
  rule: SaleRule,
  userId: string,
  filters: LeadFilters,
): Promise<SelectionQuote> {
  const resolved = await resolveWords(db, wordTexts(filters));
  const matched = db.$with('matched').as(
    db
      .select({
        id: leads.id,
        sells: sql<boolean>`coalesce(${sellsNow(rule)}, false)`.as('sells'),
        needsCheck: sql<boolean>`${needsCheckNow(rule)}`.as('needs_check'),
      })
      .from(leads)
      .where(and(leadFilter(filters, undefined, resolved), notSuppressed))
      .orderBy(asc(leads.id))
      .limit(LEAD_SELECTION_MAX + 1),
  );
  const selection = db
    .$with('selection')
    .as(db.select().from(matched).orderBy(asc(matched.id)).limit(LEAD_SELECTION_MAX));
  const owned = sql`${leadUnlocks.leadId} is not null`;
  const [[counts], balance] = await Promise.all([
    db
      .with(matched, selection)
      .select({
        matched: sql<number>`(select count(*) from ${matched})::int`,
        total: sql<number>`count(*)::int`,
        owned: sql<number>`(count(*) filter (where ${owned}))::int`,
        unchecked: sql<number>`(count(*) filter (where not ${owned} and ${selection.needsCheck}))::int`,
        sellable: sql<number>`(count(*) filter (where not ${owned} and not ${selection.needsCheck} and ${selection.sells}))::int`,
      })
      .from(selection)
      .leftJoin(
        leadUnlocks,
        and(eq(leadUnlocks.userId, userId), eq(leadUnlocks.leadId, selection.id)),
      ),
    creditBalance(db, userId),
  ]);
  const total = counts?.total ?? 0;
  const fresh = (counts?.unchecked ?? 0) + (counts?.sellable ?? 0);
  const ownedCount = counts?.owned ?? 0;
  return {
    total,
    capped: (counts?.matched ?? 0) > LEAD_SELECTION_MAX,
    new: fresh,
    owned: ownedCount,
    unavailable: total - fresh - ownedCount,
    cost: fresh * LEAD_REVEAL_COST,
    balance,
    unchecked: counts?.unchecked ?? 0,
  };
}
