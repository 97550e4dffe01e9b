import { LEAD_REVEAL_COST } from '@leadvault/contract';
import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/index.ts';
import { leads, leadUnlocks } from '../../db/schema/index.ts';
import { changeCredits, creditBalance, InsufficientCreditsError } from '../credits/index.ts';
import type { ChecksNow } from '../verification/index.ts';
import { notSuppressed } from './filters.ts';
import { needsCheckNow, RETRYABLE, type SaleRule, sellsNow, sqlStateOf } from './reveal.ts';

/** What one batch of a whole-search reveal did. */
export type BatchOutcome = {
  /** Leads unlocked (and charged) by this batch. */
  revealed: number;
  /** Leads that were already the person's. */
  owned: number;
  /** Leads not for sale (missing, removed, not valid, not confirmed by our check). */
  unavailable: number;
  /** Of `unavailable`, those whose check has not concluded yet. */
  checking: number;
  /** For-sale leads left locked because the balance (or `budget`) ran out. */
  unpaid: number;
  /** What left `unpaid` leads locked: the balance, or the caller's `budget`. */
  shortOf: 'credits' | 'budget' | null;
  charged: number;
};

/** The batch's leads as the reveal's rule reads them now (missing and removed ones left out). */
function classify(db: DbOrTx, rule: SaleRule, userId: string, leadIds: string[]) {
  return db
    .select({
      id: leads.id,
      owned: exists(
        db
          .select({ one: sql`1` })
          .from(leadUnlocks)
          .where(and(eq(leadUnlocks.userId, userId), eq(leadUnlocks.leadId, leads.id))),
      ).mapWith(Boolean),
      sells: sql<boolean>`coalesce(${sellsNow(rule)}, false)`.mapWith(Boolean),
      needsCheck: sql<boolean>`${needsCheckNow(rule)}`.mapWith(Boolean),
    })
    .from(leads)
    .where(and(inArray(leads.id, leadIds), notSuppressed))
    .orderBy(asc(leads.id));
}

type Classified = Awaited<ReturnType<typeof classify>>;

/**
 * Reveals one batch of a whole-search selection (LEADS.md's reveal rules, as `revealLeads`
 * applies them per lead): leads our check must look at first are checked, free, within the
 * checks' bound; then ONE transaction unlocks the for-sale leads the person does not own, in id
 * order and only as many as the balance (and `budget`) pays for, takes their credits in one
 * ledger row (`leadCount` = how many, `revealId` = the job) and points the unlocks at it.
 * `record` writes the caller's progress in that same transaction. A lead unlocked meanwhile by
 * another reveal is not charged again (the unlocks' primary key); the balance never goes below
 * zero (the ledger's conditional update; a balance spent meanwhile makes the batch try again).
 */
export async function revealBatch(
  db: Db,
  checks: Pick<ChecksNow, 'enabled' | 'maxAgeDays' | 'check'>,
  userId: string,
  revealId: string,
  leadIds: string[],
  budget: number,
  record: (tx: Tx, outcome: BatchOutcome) => Promise<void>,
): Promise<BatchOutcome> {
  if (checks.enabled) {
    const toCheck = (await classify(db, checks, userId, leadIds))
      .filter((lead) => !lead.owned && lead.needsCheck)
      .map((lead) => lead.id);
    if (toCheck.length > 0) await checks.check(toCheck);
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        // Held against a suppression or a check's verdict landing meanwhile, as unlockOne does,
        // and in the same order (leads, unlocks, then the balance): what is charged sells now.
        const rows: Classified = await classify(tx, checks, userId, leadIds).for('share', {
          of: leads,
        });
        const forSale = rows.filter((lead) => !lead.owned && lead.sells);
        const notForSale = rows.filter((lead) => !lead.owned && !lead.sells);
        const balance = await creditBalance(tx, userId);
        const payable = forSale.slice(0, Math.max(0, Math.min(balance, budget)));
        const unlocked =
          payable.length === 0
            ? []
            : await tx
                .insert(leadUnlocks)
                .values(
                  payable.map((lead) => ({ userId, leadId: lead.id, cost: LEAD_REVEAL_COST })),
                )
                .onConflictDoNothing()
                .returning({ leadId: leadUnlocks.leadId });
        const charged = unlocked.length * LEAD_REVEAL_COST;
        if (unlocked.length > 0) {
          const change = await changeCredits(tx, {
            userId,
            delta: -charged,
            reason: 'reveal',
            actor: null,
            reveal: { id: revealId, leadCount: unlocked.length },
            note: `${unlocked.length} ${unlocked.length === 1 ? 'e-mail' : 'e-mails'} revealed (whole search)`,
          });
          if (change) {
            await tx
              .update(leadUnlocks)
              .set({ ledgerId: change.entryId })
              .where(
                and(
                  eq(leadUnlocks.userId, userId),
                  inArray(
                    leadUnlocks.leadId,
                    unlocked.map((row) => row.leadId),
                  ),
                ),
              );
          }
        }
        const outcome: BatchOutcome = {
          revealed: unlocked.length,
          // Unlocked by another reveal between our read and our insert: theirs, not charged.
          owned:
            rows.length - forSale.length - notForSale.length + payable.length - unlocked.length,
          unavailable: leadIds.length - rows.length + notForSale.length,
          checking: notForSale.filter((lead) => lead.needsCheck).length,
          unpaid: forSale.length - payable.length,
          shortOf:
            forSale.length === payable.length ? null : balance < budget ? 'credits' : 'budget',
          charged,
        };
        await record(tx, outcome);
        return outcome;
      });
    } catch (error) {
      // The balance was spent by another reveal between our read and our charge: read again.
      if (error instanceof InsufficientCreditsError && attempt < 4) continue;
      const state = sqlStateOf(error);
      if (attempt < 4 && state && RETRYABLE.includes(state)) continue;
      throw error;
    }
  }
}
