import { type LeadEmailStatus, type LeadImport, VERIFICATION_QUEUE_MAX } from '@leadvault/contract';
import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { leadImportLeads, leadImports, leads } from '../../db/schema/index.ts';
import type { JobQueue } from '../jobs/index.ts';
import { enqueueChecks } from './service.ts';

/** What an import's report says of our checks of its leads. */
export type ImportChecks = NonNullable<LeadImport['verification']>;

/**
 * Queues checks of every lead an import inserted or updated (LEADS.md "Where it runs"), in the
 * caller's transaction — the one that marks the import done. An import may hold 100,000 leads:
 * they are read a page of VERIFICATION_QUEUE_MAX at a time (by id), each page enqueued grouped by
 * domain. Suppressed leads are left out. Answers the number of leads queued.
 */
export async function queueImportChecks(
  tx: DbOrTx,
  jobs: JobQueue,
  importId: string,
): Promise<number> {
  let queued = 0;
  let after: string | undefined;
  for (;;) {
    const page = await tx
      .select({ id: leads.id, email: leads.email })
      .from(leadImportLeads)
      .innerJoin(leads, eq(leads.id, leadImportLeads.leadId))
      .where(
        and(
          eq(leadImportLeads.importId, importId),
          after ? gt(leadImportLeads.leadId, after) : undefined,
          isNull(leads.suppressedAt),
        ),
      )
      .orderBy(asc(leadImportLeads.leadId))
      .limit(VERIFICATION_QUEUE_MAX);
    queued += await enqueueChecks(tx, jobs, page);
    if (page.length < VERIFICATION_QUEUE_MAX) return queued;
    after = page.at(-1)?.id;
  }
}

/**
 * The checks of these imports' leads in one query: how many were queued (recorded on the import),
 * and among its leads those our own check concluded since the import finished, by status. Null
 * for an import that queued none.
 */
export async function importChecks(
  db: DbOrTx,
  imports: Array<{ id: string; verificationQueued: number | null }>,
): Promise<Map<string, ImportChecks | null>> {
  const answer = new Map<string, ImportChecks | null>();
  for (const { id, verificationQueued } of imports) {
    answer.set(
      id,
      verificationQueued === null
        ? null
        : { queued: verificationQueued, done: 0, valid: 0, accept_all: 0, invalid: 0, unknown: 0 },
    );
  }
  const counted = imports.filter((row) => row.verificationQueued !== null).map((row) => row.id);
  if (counted.length === 0) return answer;
  const rows = await db
    .select({
      importId: leadImportLeads.importId,
      status: leads.emailStatus,
      count: sql<number>`count(*)::int`,
    })
    .from(leadImportLeads)
    .innerJoin(leadImports, eq(leadImports.id, leadImportLeads.importId))
    .innerJoin(leads, eq(leads.id, leadImportLeads.leadId))
    .where(
      and(
        inArray(leadImportLeads.importId, counted),
        isNotNull(leads.verificationReason),
        gte(leads.verifiedAt, leadImports.finishedAt),
      ),
    )
    .groupBy(leadImportLeads.importId, leads.emailStatus);
  for (const row of rows) {
    const checks = answer.get(row.importId);
    if (!checks) continue;
    checks.done += row.count;
    checks[row.status as LeadEmailStatus] += row.count;
  }
  return answer;
}
