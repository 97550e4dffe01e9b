import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/index.ts';
import { bounceReports, emailVerifications, leadUnlocks, profiles } from '../../db/schema/index.ts';
import { changeCredits } from '../credits/index.ts';

export type SettledOutcome = 'refunded' | 'still_deliverable';
type ReportKey = { userId: string; leadId: string };

/** The ledger note of a bounce refund (the customer reads it in their credit history). */
export const BOUNCE_REFUND_NOTE = 'Bounce reported: our re-check could not confirm the address';

/**
 * LEADS.md rule 6: only an address our own check confirms as deliverable — `valid`, its inbox
 * not full — keeps the credit; invalid, unknown, accept_all or a full inbox gives it back.
 */
export function outcomeOfCheck(check: { status: string; flags: string[] }): SettledOutcome {
  return check.status === 'valid' && !check.flags.includes('full_inbox')
    ? 'still_deliverable'
    : 'refunded';
}

/**
 * Locks the person's profile row: claims and settlements of one person's reports queue on it,
 * in the same order as every credit change (profile first), so they never wait in a circle.
 */
export async function lockPerson(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for('update');
}

/**
 * Settles a `checking` report with this outcome, and for `refunded` gives back what the unlock
 * cost (ledger reason `bounce_refund`, once per unlock by its idempotency key), in one
 * transaction. False when the report was settled already (another process got there first).
 */
export async function settleBounce(
  db: Db,
  { userId, leadId }: ReportKey,
  outcome: SettledOutcome,
): Promise<boolean> {
  const report = and(eq(bounceReports.userId, userId), eq(bounceReports.leadId, leadId));
  return db.transaction(async (tx) => {
    await lockPerson(tx, userId);
    const [settled] = await tx
      .update(bounceReports)
      .set({ outcome, settledAt: sql`clock_timestamp()` })
      .where(and(report, eq(bounceReports.outcome, 'checking')))
      .returning({ leadId: bounceReports.leadId });
    if (!settled || outcome !== 'refunded') return Boolean(settled);
    const [unlock] = await tx
      .select({ cost: leadUnlocks.cost })
      .from(leadUnlocks)
      .where(and(eq(leadUnlocks.userId, userId), eq(leadUnlocks.leadId, leadId)));
    if (!unlock || unlock.cost <= 0) return true;
    const change = await changeCredits(tx, {
      userId,
      delta: unlock.cost,
      reason: 'bounce_refund',
      actor: null,
      leadId,
      note: BOUNCE_REFUND_NOTE,
      idempotencyKey: `bounce:${userId}:${leadId}`,
    });
    if (change) await tx.update(bounceReports).set({ ledgerId: change.entryId }).where(report);
    return true;
  });
}

/**
 * Settles the `checking` reports of these leads whose re-check has concluded, i.e. a check
 * recorded after the report was made (`checks_before`), by the newest such check. Called when
 * a check of these leads ends: the report's own in-flight check and the `verification.check`
 * job (greylisting retries), so whichever lands first settles. A lead re-queued for
 * greylisting has no new check yet and stays `checking`. Answers how many were settled.
 */
export async function settlePendingBounces(db: Db, leadIds: string[]): Promise<number> {
  if (leadIds.length === 0) return 0;
  const concluded = await db
    .selectDistinctOn([bounceReports.userId, bounceReports.leadId], {
      userId: bounceReports.userId,
      leadId: bounceReports.leadId,
      status: emailVerifications.status,
      flags: emailVerifications.flags,
    })
    .from(bounceReports)
    .innerJoin(
      emailVerifications,
      and(
        eq(emailVerifications.leadId, bounceReports.leadId),
        gt(emailVerifications.seq, bounceReports.checksBefore),
      ),
    )
    .where(and(inArray(bounceReports.leadId, leadIds), eq(bounceReports.outcome, 'checking')))
    .orderBy(bounceReports.userId, bounceReports.leadId, desc(emailVerifications.seq));
  let settled = 0;
  for (const row of concluded) {
    if (await settleBounce(db, row, outcomeOfCheck(row))) settled += 1;
  }
  return settled;
}

/** The check that settled (or will settle) a report: the lead's newest after the report. */
export async function recheckOf(
  db: DbOrTx,
  leadId: string,
  checksBefore: number,
): Promise<{ status: string; reason: string } | undefined> {
  const [check] = await db
    .select({ status: emailVerifications.status, reason: emailVerifications.reason })
    .from(emailVerifications)
    .where(and(eq(emailVerifications.leadId, leadId), gt(emailVerifications.seq, checksBefore)))
    .orderBy(desc(emailVerifications.seq))
    .limit(1);
  return check;
}
