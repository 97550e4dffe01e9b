import {
  type Lead,
  type LeadCompanySize,
  type LeadDepartment,
  type LeadEmailStatus,
  type LeadSeniority,
  REVEALABLE_EMAIL_STATUSES,
} from '@leadvault/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { bounceReports, leads, leadUnlocks } from '../../db/schema/index.ts';
import type { Viewer } from '../auth/index.ts';

/** The columns a lead is answered with (never the full-text columns). */
export const leadColumns = {
  id: leads.id,
  firstName: leads.firstName,
  lastName: leads.lastName,
  jobTitle: leads.jobTitle,
  seniority: leads.seniority,
  department: leads.department,
  companyName: leads.companyName,
  companyDomain: leads.companyDomain,
  industry: leads.industry,
  companySize: leads.companySize,
  country: leads.country,
  city: leads.city,
  linkedinUrl: leads.linkedinUrl,
  email: leads.email,
  emailStatus: leads.emailStatus,
  verifiedAt: leads.verifiedAt,
  verificationReason: leads.verificationReason,
  createdAt: leads.createdAt,
  suppressedAt: leads.suppressedAt,
};
export type LeadRow = Pick<typeof leads.$inferSelect, keyof typeof leadColumns>;

/** Admins see every e-mail; everyone else the ones they unlocked. */
export const seesEveryEmail = (viewer: Viewer) => viewer.role === 'Admin';

export const isRevealable = (status: string) =>
  (REVEALABLE_EMAIL_STATUSES as readonly string[]).includes(status);

/** The caller's bounce report on a lead they unlocked (null: none made). */
export type LeadBounce = NonNullable<Lead['bounce']>;

/** A bounce report's columns as read beside a lead (left-joined: all null without one). */
export const bounceColumns = {
  outcome: bounceReports.outcome,
  reportedAt: bounceReports.reportedAt,
};

export function toLeadBounce(
  report: { outcome: string | null; reportedAt: Date | null } | null,
): LeadBounce | null {
  if (!report?.outcome || !report.reportedAt) return null;
  return {
    outcome: report.outcome as LeadBounce['outcome'],
    reportedAt: report.reportedAt.toISOString(),
  };
}

/** The row's columns every view of a lead shows (the search, the visitors' preview). */
type FactColumns =
  | 'jobTitle'
  | 'seniority'
  | 'department'
  | 'companyName'
  | 'companyDomain'
  | 'industry'
  | 'companySize'
  | 'country'
  | 'city'
  | 'emailStatus'
  | 'verifiedAt'
  | 'verificationReason';

/** A lead's role, company and e-mail status on the wire, the same for customers and visitors. */
export function leadFacts(row: Pick<typeof leads.$inferSelect, FactColumns>) {
  return {
    jobTitle: row.jobTitle,
    seniority: row.seniority as LeadSeniority,
    department: row.department as LeadDepartment,
    companyName: row.companyName,
    companyDomain: row.companyDomain,
    industry: row.industry,
    companySize: row.companySize as LeadCompanySize | null,
    country: row.country,
    city: row.city,
    emailStatus: row.emailStatus as LeadEmailStatus,
    // Our check's time only: a supplier's date (an import's column) is no check of ours.
    verifiedAt:
      row.verifiedAt && row.verificationReason !== null ? row.verifiedAt.toISOString() : null,
  };
}

/**
 * A lead on the wire: the e-mail only when the viewer may see it. A suppressed lead (someone who
 * asked to be removed) reaches customers only where they had unlocked it, as `removed` with its
 * personal data withheld. `bounce` is given for the leads the viewer unlocked.
 */
export function toLead(
  row: LeadRow,
  {
    unlocked,
    showEmail,
    bounce,
  }: { unlocked: boolean; showEmail: boolean; bounce?: LeadBounce | null },
): Lead {
  if (row.suppressedAt) {
    return {
      ...toLead({ ...row, suppressedAt: null }, { unlocked, showEmail: false, bounce }),
      firstName: '',
      lastName: '',
      jobTitle: '',
      city: '',
      linkedinUrl: '',
      removed: true,
    };
  }
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    ...leadFacts(row),
    linkedinUrl: row.linkedinUrl,
    verificationReason: row.verificationReason,
    unlocked,
    email: showEmail ? row.email : null,
    ...(bounce !== undefined ? { bounce } : {}),
  };
}

/** Which of these leads the person has unlocked. */
export async function unlockedAmong(
  db: DbOrTx,
  userId: string,
  leadIds: string[],
): Promise<Set<string>> {
  if (leadIds.length === 0) return new Set();
  const rows = await db
    .select({ leadId: leadUnlocks.leadId })
    .from(leadUnlocks)
    .where(and(eq(leadUnlocks.userId, userId), inArray(leadUnlocks.leadId, leadIds)));
  return new Set(rows.map((row) => row.leadId));
}

/** Joins an unlock to its bounce report (one per person and lead), when there is one. */
export const bounceOfUnlock = and(
  eq(bounceReports.userId, leadUnlocks.userId),
  eq(bounceReports.leadId, leadUnlocks.leadId),
);

/** Which of these leads the person has unlocked, each with their bounce report (or null). */
async function unlocksAmong(
  db: DbOrTx,
  userId: string,
  leadIds: string[],
): Promise<Map<string, LeadBounce | null>> {
  if (leadIds.length === 0) return new Map();
  const rows = await db
    .select({ leadId: leadUnlocks.leadId, ...bounceColumns })
    .from(leadUnlocks)
    .leftJoin(bounceReports, bounceOfUnlock)
    .where(and(eq(leadUnlocks.userId, userId), inArray(leadUnlocks.leadId, leadIds)));
  return new Map(rows.map((row) => [row.leadId, toLeadBounce(row)]));
}

/**
 * Leads as this viewer sees them: the unlocked flags and bounce reports looked up for the page
 * in one query.
 */
export async function presentLeads(db: DbOrTx, viewer: Viewer, rows: LeadRow[]): Promise<Lead[]> {
  const unlocked = await unlocksAmong(
    db,
    viewer.user.id,
    rows.map((row) => row.id),
  );
  const everyEmail = seesEveryEmail(viewer);
  return rows.map((row) =>
    toLead(row, {
      unlocked: unlocked.has(row.id),
      showEmail: everyEmail || unlocked.has(row.id),
      bounce: unlocked.get(row.id),
    }),
  );
}
