import type {
  BounceOutcome,
  BounceReportResult,
  BulkBounceResult,
  LeadEmailStatus,
} from '@leadvault/contract';
import {
  BOUNCE_ALREADY_REPORTED,
  BOUNCE_WINDOW_CLOSED,
  BOUNCE_WINDOW_DAYS,
} from '@leadvault/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { bounceReports, leads } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/route-schema.ts';
import { creditBalance } from '../credits/index.ts';
import { claimBounces } from './bounce-claims.ts';
import { recheckOf, settleBounce } from './bounce-settlement.ts';
import type { ChecksNow } from './checks-now.ts';

/**
 * Re-checks the reported leads now (forced: however recent their last check) and settles their
 * reports, waiting at most the checks' bound (10 s for the whole call, as a reveal). ChecksNow
 * settles the reports when the check lands; one not concluded by then goes on in the background
 * and settles when it ends; a greylisted one settles in its retry job. With VERIFY_METHOD=off
 * nothing can confirm an address, so the reports are refunded at once.
 */
async function recheckAndSettle(
  db: Db,
  checks: ChecksNow,
  userId: string,
  leadIds: string[],
): Promise<void> {
  if (leadIds.length === 0) return;
  if (!checks.enabled) {
    for (const leadId of leadIds) await settleBounce(db, { userId, leadId }, 'refunded');
    return;
  }
  await checks.check(leadIds, undefined, { force: true });
}

/**
 * `POST /api/leads/:id/bounce` (LEADS.md rule 6): the person reports that the e-mail of a lead
 * they unlocked bounced. 404 unless they unlocked it (and it is not suppressed); 409
 * BOUNCE_ALREADY_REPORTED once reported; 409 BOUNCE_WINDOW_CLOSED after BOUNCE_WINDOW_DAYS;
 * 429 (BounceLimitError) under the abuse bound. Otherwise the address is checked again at once:
 * what our check cannot confirm as deliverable is refunded (decision 040).
 */
export async function reportBounce(
  db: Db,
  checks: ChecksNow,
  { userId, leadId, note }: { userId: string; leadId: string; note?: string },
): Promise<BounceReportResult> {
  if (!isUuid(leadId)) throw notFound('Lead not found.');
  const { unlocks, claimed } = await claimBounces(db, userId, {
    which: eq(leads.id, leadId),
    requested: 1,
    note,
  });
  const [unlock] = unlocks;
  if (!unlock) throw notFound('Lead not found.');
  if (!claimed.has(leadId)) {
    if (!unlock.open && !unlock.reported) {
      throw new HttpError(
        409,
        BOUNCE_WINDOW_CLOSED,
        `Bounces can be reported within ${BOUNCE_WINDOW_DAYS} days of unlocking a lead; this one was unlocked earlier.`,
      );
    }
    throw new HttpError(
      409,
      BOUNCE_ALREADY_REPORTED,
      'You already reported this e-mail as bounced: each unlock can be reported once.',
    );
  }
  await recheckAndSettle(db, checks, userId, [leadId]);

  const [report] = await db
    .select({
      outcome: bounceReports.outcome,
      checksBefore: bounceReports.checksBefore,
      emailStatus: leads.emailStatus,
      verificationReason: leads.verificationReason,
    })
    .from(bounceReports)
    .innerJoin(leads, eq(leads.id, bounceReports.leadId))
    .where(and(eq(bounceReports.userId, userId), eq(bounceReports.leadId, leadId)));
  // Erased while it was being checked: the unlock and its report went with the lead.
  if (!report) throw notFound('Lead not found.');
  // The status that decided, rather than the lead's: a fresh conclusion outlives a later unknown.
  const recheck =
    report.outcome === 'checking' ? undefined : await recheckOf(db, leadId, report.checksBefore);
  return {
    outcome: report.outcome as BounceOutcome,
    emailStatus: (recheck?.status ?? report.emailStatus) as LeadEmailStatus,
    verificationReason: recheck ? recheck.reason : report.verificationReason,
    balance: await creditBalance(db, userId),
  };
}

/**
 * `POST /api/leads/bounces`: reportBounce for many addresses at once, each answered instead of
 * refused (`not_unlocked`, `already_reported`, `window_closed`); the addresses are re-checked
 * together (one verifyLeads call: a domain's addresses share a session) within one bound. The
 * abuse bound refuses the whole call (429) before anything is reported.
 */
export async function reportBounces(
  db: Db,
  checks: ChecksNow,
  { userId, emails }: { userId: string; emails: string[] },
): Promise<BulkBounceResult> {
  const addresses = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
  const { unlocks, claimed } = await claimBounces(db, userId, {
    which: inArray(leads.email, addresses),
    requested: addresses.length,
  });
  await recheckAndSettle(db, checks, userId, [...claimed]);

  const outcomes = new Map<string, BounceOutcome>();
  if (claimed.size > 0) {
    const reports = await db
      .select({ leadId: bounceReports.leadId, outcome: bounceReports.outcome })
      .from(bounceReports)
      .where(and(eq(bounceReports.userId, userId), inArray(bounceReports.leadId, [...claimed])));
    for (const report of reports) outcomes.set(report.leadId, report.outcome as BounceOutcome);
  }
  const byEmail = new Map(unlocks.map((unlock) => [unlock.email, unlock]));
  const results = addresses.map((email) => {
    const unlock = byEmail.get(email);
    if (!unlock) return { email, outcome: 'not_unlocked' as const };
    const outcome = outcomes.get(unlock.leadId);
    if (outcome) return { email, outcome };
    if (!unlock.open && !unlock.reported) return { email, outcome: 'window_closed' as const };
    return { email, outcome: 'already_reported' as const };
  });
  return { results, balance: await creditBalance(db, userId) };
}
