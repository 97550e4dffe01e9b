import {
  LEAD_EMAIL_STATUSES,
  type LeadEmailStatus,
  type LeadVerificationList,
  VERIFICATION_SUMMARY_DAYS,
  type VerificationReason,
  type VerificationSummary,
} from '@leadvault/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { VerificationConfig } from '../../config.ts';
import type { DbOrTx } from '../../db/index.ts';
import { emailVerifications, leads } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/route-schema.ts';
import { toLeadVerification } from './present-check.ts';
import { checksWaiting } from './service.ts';

/** A lead's checks answered at most (years of re-checks and bounce reports fit). */
export const LEAD_VERIFICATIONS_MAX = 200;

/** A lead's checks, newest first (staff: the evidence behind its status). 404 for no such lead. */
export async function leadVerifications(db: DbOrTx, leadId: string): Promise<LeadVerificationList> {
  if (!isUuid(leadId)) throw notFound('Lead not found.');
  const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId));
  if (!lead) throw notFound('Lead not found.');
  const rows = await db
    .select()
    .from(emailVerifications)
    .where(eq(emailVerifications.leadId, leadId))
    .orderBy(desc(emailVerifications.checkedAt), desc(emailVerifications.seq))
    .limit(LEAD_VERIFICATIONS_MAX);
  return {
    items: rows.map(toLeadVerification),
  };
}

const zeroByStatus = () =>
  Object.fromEntries(LEAD_EMAIL_STATUSES.map((status) => [status, 0])) as Record<
    LeadEmailStatus,
    number
  >;

/**
 * The checks of the last 30 days: by status, by reason, per day (UTC), and the checks waiting
 * in the queue. Bounce reports and refunds join it with the bounce step (LEADS.md), not yet.
 */
export async function verificationSummary(
  db: DbOrTx,
  config: Pick<VerificationConfig, 'method'>,
  now = new Date(),
): Promise<VerificationSummary> {
  const days = VERIFICATION_SUMMARY_DAYS;
  const firstDay = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)),
  );
  const grouped = await db
    .select({
      day: sql<string>`to_char(${emailVerifications.checkedAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      status: emailVerifications.status,
      reason: emailVerifications.reason,
      count: sql<number>`count(*)::int`,
    })
    .from(emailVerifications)
    .where(sql`${emailVerifications.checkedAt} >= ${firstDay.toISOString()}::timestamptz`)
    .groupBy(sql`1`, emailVerifications.status, emailVerifications.reason);
  const byStatus = zeroByStatus();
  const byReason: Partial<Record<VerificationReason, number>> = {};
  const perDay = new Map<string, Record<LeadEmailStatus, number>>();
  for (let i = 0; i < days; i += 1) {
    const day = new Date(firstDay.getTime() + i * 24 * 60 * 60_000).toISOString().slice(0, 10);
    perDay.set(day, zeroByStatus());
  }
  let checks = 0;
  for (const row of grouped) {
    const status = row.status as LeadEmailStatus;
    const reason = row.reason as VerificationReason;
    checks += row.count;
    byStatus[status] += row.count;
    byReason[reason] = (byReason[reason] ?? 0) + row.count;
    const day = perDay.get(row.day);
    if (day) day[status] += row.count;
  }
  return {
    method: config.method,
    days,
    checks,
    byStatus,
    byReason,
    perDay: [...perDay].map(([day, counts]) => ({
      day,
      checks: LEAD_EMAIL_STATUSES.reduce((sum, status) => sum + counts[status], 0),
      ...counts,
    })),
    waiting: await checksWaiting(db),
  };
}
