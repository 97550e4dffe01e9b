import {
  LEAD_EMAIL_STATUSES,
  type LeadEmailStatus,
  type LeadVerificationList,
  VERIFICATION_SUMMARY_DAYS,
  type VerificationReason,
  type VerificationSummary,
} from '@leadvault/contract';
import { and, count, desc, eq, gt, gte, sql } from 'drizzle-orm';
import type { VerificationConfig } from '../../config.ts';
import type { DbOrTx } from '../../db/index.ts';
import { bounceReports, emailVerifications, leads, leadUnlocks } from '../../db/schema/index.ts';
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
 * Charged unlocks, bounce reports and refunds since `since`; the rate is refunds per charged
 * unlock (the bounce rate of what we sold).
 */
async function bounceFigures(db: DbOrTx, since: Date): Promise<VerificationSummary['bounces']> {
  const [[revealed], [reports]] = await Promise.all([
    db
      .select({ count: count() })
      .from(leadUnlocks)
      .where(and(gte(leadUnlocks.createdAt, since), gt(leadUnlocks.cost, 0))),
    db
      .select({
        count: count(),
        refunded: sql<number>`(count(*) filter (where ${bounceReports.outcome} = 'refunded'))::int`,
      })
      .from(bounceReports)
      .where(gte(bounceReports.reportedAt, since)),
  ]);
  const charged = revealed?.count ?? 0;
  const refunded = reports?.refunded ?? 0;
  return {
    revealed: charged,
    reports: reports?.count ?? 0,
    refunded,
    rate: charged === 0 ? 0 : refunded / charged,
  };
}

/**
 * The checks of the last 30 days: by status, by reason, per day (UTC), the checks waiting in the
 * queue, and the bounce reports and refunds against the unlocks of the same days.
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
    bounces: await bounceFigures(db, firstDay),
  };
}
