import type { LeadExportQuery } from '@leadvault/contract';
import { and, asc, count, eq, exists, gt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { leadListItems, leads, leadUnlocks } from '../../db/schema/index.ts';
import { CSV_BOM, csvLine } from '../../lib/csv.ts';
import type { Viewer } from '../auth/index.ts';
import { type LeadFileLayout, leadFileLayout } from './crm-columns.ts';
import { notSuppressed } from './filters.ts';
import { ownListRow } from './lists.ts';
import { leadColumns, seesEveryEmail } from './present.ts';

const EXPORT_BATCH = 1000;

export type LeadExport = {
  fileName: string;
  /** Locked leads of the list that were left out (their e-mails are not the caller's). */
  lockedSkipped: number;
  rows: AsyncGenerator<string>;
};

const fileDate = () => new Date().toISOString().slice(0, 10);
const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'list';

/**
 * The CSV of a list or of every unlocked lead, in the format asked (readable by default, codes,
 * or a CRM's import preset; crm-columns.ts): only leads whose e-mail the caller holds (free:
 * they paid for them once), formula-guarded like the order export, read in keyset batches so a
 * large export never sits in memory. Admins hold every e-mail.
 */
export async function leadExport(
  db: Db,
  viewer: Viewer,
  query: LeadExportQuery,
): Promise<LeadExport> {
  const layout = leadFileLayout(query.format, query.columns);
  const unlockedByViewer = unlockedBy(db, viewer.user.id);
  if (query.listId) {
    const list = await ownListRow(db, viewer, query.listId);
    const inList = exists(
      db
        .select({ one: sql`1` })
        .from(leadListItems)
        .where(and(eq(leadListItems.leadId, leads.id), eq(leadListItems.listId, list.id))),
    );
    const visible = and(
      notSuppressed,
      seesEveryEmail(viewer) ? inList : and(inList, unlockedByViewer),
    );
    const [all] = await db.select({ total: count() }).from(leads).where(and(inList, notSuppressed));
    const [shown] = await db.select({ total: count() }).from(leads).where(visible);
    return {
      fileName: `leads-${slug(list.name)}-${fileDate()}.csv`,
      lockedSkipped: (all?.total ?? 0) - (shown?.total ?? 0),
      rows: leadCsv(db, visible, layout),
    };
  }
  return {
    fileName: `unlocked-leads-${fileDate()}.csv`,
    lockedSkipped: 0,
    rows: leadCsv(db, and(unlockedByViewer, notSuppressed), layout),
  };
}

const unlockedBy = (db: Db, userId: string) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(leadUnlocks)
      .where(and(eq(leadUnlocks.leadId, leads.id), eq(leadUnlocks.userId, userId))),
  );

/**
 * The CSV of the leads `within` picks that this person unlocked (a whole-search export), in id
 * order and the format asked.
 */
export function unlockedLeadsCsv(
  db: Db,
  userId: string,
  within: SQL,
  query: Pick<LeadExportQuery, 'format' | 'columns'>,
): AsyncGenerator<string> {
  return leadCsv(
    db,
    and(within, unlockedBy(db, userId), notSuppressed),
    leadFileLayout(query.format, query.columns),
  );
}

async function* leadCsv(
  db: Db,
  filter: SQL | undefined,
  layout: LeadFileLayout,
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(layout.headers);
  let after: string | undefined;
  for (;;) {
    const rows = await db
      .select(leadColumns)
      .from(leads)
      .where(and(filter, after ? gt(leads.id, after) : undefined))
      .orderBy(asc(leads.id))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    yield rows.map((lead) => csvLine(layout.row(lead))).join('');
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH) return;
    after = last.id;
  }
}
