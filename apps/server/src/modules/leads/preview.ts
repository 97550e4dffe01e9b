import {
  LEAD_PAGE_SIZE,
  LEAD_PREVIEW_PAGES,
  type LeadPreview,
  type LeadPreviewPage,
  type LeadPreviewQuery,
} from '@leadvault/contract';
import { and, asc, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/index.ts';
import { leads } from '../../db/schema/index.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.ts';
import { countMatches } from './count-matches.ts';
import { hasWords, leadFilter, notSuppressed } from './filters.ts';
import { firstMatches } from './first-matches.ts';
import { leadFacts } from './present.ts';

/** The last id of the page and that page's number (1-based): paging stops at the last allowed. */
const PreviewCursor = z.tuple([
  z.uuid(),
  z
    .number()
    .int()
    .min(1)
    .max(LEAD_PREVIEW_PAGES - 1),
]);

/** What a visitor's row reads: never the e-mail, the LinkedIn address or the full last name. */
const previewColumns = {
  id: leads.id,
  firstName: leads.firstName,
  lastInitial: sql<string>`left(${leads.lastName}, 1)`,
  jobTitle: leads.jobTitle,
  seniority: leads.seniority,
  department: leads.department,
  companyName: leads.companyName,
  companyDomain: leads.companyDomain,
  industry: leads.industry,
  companySize: leads.companySize,
  country: leads.country,
  city: leads.city,
  emailStatus: leads.emailStatus,
  verifiedAt: leads.verifiedAt,
  verificationReason: leads.verificationReason,
};

/**
 * One page of the visitors' preview: the customers' search (same filters, suppressed leads never
 * shown, keyset by id) at a fixed page size, for LEAD_PREVIEW_PAGES pages at most.
 */
export async function previewLeads(db: DbOrTx, query: LeadPreviewQuery): Promise<LeadPreviewPage> {
  const filter = and(leadFilter(query), notSuppressed);
  const [after, page] = query.cursor ? decodeCursor(query.cursor, PreviewCursor) : [undefined, 0];
  // Read and counted as the customers' search reads and counts (a word no lead has must not walk
  // the whole table): first-matches.ts and count-matches.ts.
  const words = hasWords(query);
  // The page and its count side by side (two connections on PostgreSQL), as the search does.
  const [read, count] = await Promise.all([
    firstMatches(db, {
      select: previewColumns,
      where: filter,
      after: after ? gt(leads.id, after) : undefined,
      orderBy: [asc(leads.id)],
      limit: LEAD_PAGE_SIZE + 1,
      words,
    }),
    countMatches(db, filter, { words }),
  ]);
  const rows = read as unknown as Array<typeof leads.$inferSelect & { lastInitial: string }>;
  const items = rows.slice(0, LEAD_PAGE_SIZE);
  const last = items.at(-1);
  const pageNumber = page + 1;
  const more = rows.length > LEAD_PAGE_SIZE && pageNumber < LEAD_PREVIEW_PAGES;
  return {
    items: items.map(
      (row): LeadPreview => ({
        _id: row.id,
        firstName: row.firstName,
        lastInitial: row.lastInitial,
        ...leadFacts(row),
      }),
    ),
    nextCursor: more && last ? encodeCursor([last.id, pageNumber]) : null,
    ...count,
  };
}
