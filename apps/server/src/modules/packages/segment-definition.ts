import {
  type LeadEmailStatus,
  REVEALABLE_EMAIL_STATUSES,
  type SegmentDefinition,
  type SegmentSplitField,
} from '@leadvault/contract';
import { and, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { leads } from '../../db/schema/index.ts';
import { leadFilter, notSuppressed } from '../leads/index.ts';

const DAY_MS = 24 * 60 * 60_000;

/** The lead column each split field reads. */
export const SPLIT_COLUMNS = {
  country: leads.country,
  department: leads.department,
  seniority: leads.seniority,
  industry: leads.industry,
  companySize: leads.companySize,
} satisfies Record<SegmentSplitField, PgColumn>;

/** The statuses a segment sells: its filter's, or both of the statuses we ever sell. */
export function soldStatuses(segment: SegmentDefinition): LeadEmailStatus[] {
  const chosen = segment.filters.emailStatus;
  return chosen && chosen.length > 0 ? [...chosen] : [...REVEALABLE_EMAIL_STATUSES];
}

/** The split values some file takes (a lead outside all of them is not in the segment). */
const splitValues = (segment: SegmentDefinition) => segment.files.flatMap((file) => file.values);

/**
 * Leads of the segment that are sold as they are now: its filters, a status it sells, a split
 * value one of its files takes, and nobody asked to be removed. Freshness is not part of it:
 * a stale lead is checked again before it goes into a file.
 */
export function segmentLeads(segment: SegmentDefinition): SQL {
  const split = segment.splitBy ? SPLIT_COLUMNS[segment.splitBy] : undefined;
  return and(
    leadFilter({ ...segment.filters, q: undefined, emailStatus: soldStatuses(segment) }),
    split ? inArray(split, splitValues(segment)) : undefined,
    notSuppressed,
  ) as SQL;
}

/** When a check must have concluded to count as fresh for this segment. */
export const freshSince = (segment: SegmentDefinition, now = Date.now()) =>
  new Date(now - segment.maxAgeDays * DAY_MS);

/** Leads our own check concluded on since the segment's freshness bound. */
export function freshlyChecked(segment: SegmentDefinition, now = Date.now()): SQL {
  return and(
    isNotNull(leads.verificationReason),
    sql`${leads.verifiedAt} >= ${freshSince(segment, now).toISOString()}`,
  ) as SQL;
}

/** The file (slot 1-3) a lead goes in: the first whose values hold its split field's value. */
export function slotOf(
  segment: SegmentDefinition,
  lead: Record<SegmentSplitField, string | null>,
): number | undefined {
  if (!segment.splitBy) return 1;
  const value = lead[segment.splitBy];
  const index = segment.files.findIndex((file) => value !== null && file.values.includes(value));
  return index < 0 ? undefined : index + 1;
}
