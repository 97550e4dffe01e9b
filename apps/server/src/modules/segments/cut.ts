import type { SegmentDefinition, SegmentFileFormat } from '@leadvault/contract';
import { SEGMENT_FILE_FORMATS } from '@leadvault/contract';
import { and, asc, eq, gt, inArray, ne, not, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/index.ts';
import { leads, orderCutFiles, orderCutLeads, orderCuts, orders } from '../../db/schema/index.ts';
import { recordActivity, SHOP_ACTOR } from '../activity/index.ts';
import { deleteFile, putStream } from '../file-store/index.ts';
import type { JobQueue } from '../jobs/index.ts';
import { type CrmLead, leadColumns } from '../leads/index.ts';
import type { Mailer } from '../mail/index.ts';
import { CUT_JOB, type CutJobPayload, queueOrderEmail } from '../orders/index.ts';
import {
  freshlyChecked,
  notOwnedBy,
  segmentLeads,
  slotOf,
  soldStatuses,
} from '../packages/index.ts';
import type { ChecksNow } from '../verification/index.ts';
import { cutFileName, renderCutFile } from './files.ts';

/** How long a cut waits for the checks of stale leads, in all (tests shorten it). */
export const cutTuning = { checkBoundMs: 60_000, batch: 500 };

export type CutDeps = {
  db: Db;
  checksNow: Pick<ChecksNow, 'enabled' | 'check'>;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
};

type OrderRow = typeof orders.$inferSelect;
type CutLead = CrmLead & { slot: number };

/** A cut's leads chosen in one pass, and the ones the pass had to drop from the files it had. */
type CutChoice = { kept: CutLead[]; added: CutLead[]; dropped: number };

/**
 * The `orders.cut` job: cuts a paid segment order's files, or refreshes them. Run again after a
 * crash it starts over: nothing is written before the one transaction that swaps the files.
 */
export function registerCutJob(jobs: JobQueue, deps: CutDeps): void {
  jobs.registerHandler<CutJobPayload>(CUT_JOB, (payload) => cutOrderFiles(deps, payload.orderId), {
    concurrency: 1,
    schema: z.object({ orderId: z.uuid() }),
    // A cut that failed for good leaves the buyer with the files it had, marked short so staff
    // see it on the package and the order instead of a "Preparing" that never ends.
    onFailed: async (tx, job) => {
      const { orderId } = job.payload as CutJobPayload;
      await tx
        .update(orderCuts)
        .set({ status: 'short', cutAt: new Date() })
        .where(and(eq(orderCuts.orderId, orderId), eq(orderCuts.status, 'preparing')));
    },
  });
}

/**
 * Cuts the files of a paid segment order whose cut is `preparing`: the leads it keeps (a
 * refresh keeps every delivered lead our checks still sell), new ones to make up the promised
 * count, then the files in both formats. Nothing happens for an order that is not waiting for
 * its files (a repeat of a finished job) or no longer paid.
 */
export async function cutOrderFiles(deps: CutDeps, orderId: string): Promise<void> {
  const { db } = deps;
  const [found] = await db
    .select({ order: orders, cut: orderCuts })
    .from(orders)
    .innerJoin(orderCuts, eq(orderCuts.orderId, orders.id))
    .where(eq(orders.id, orderId))
    .limit(1);
  // Nothing to do for a finished cut (a repeat of the job).
  if (!found) return;
  if (found.cut.status !== 'preparing') return;
  const { order, cut } = found;
  const segment = order.segment;
  if (!segment || order.paymentStatus !== 'Received') return;

  const chosen = await chooseLeads(deps, order, segment);
  const rows = [...chosen.kept, ...chosen.added];
  await db.transaction(async (tx) => {
    // One cut at a time per buyer: two of their orders never take the same new lead.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cut:${order.customerUserId}`}))`);
    if (!order.includeOwned) await refuseTakenMeanwhile(tx, order, chosen.added);
    await tx.delete(orderCutLeads).where(
      and(
        eq(orderCutLeads.orderId, order.id),
        chosen.kept.length > 0
          ? not(
              inArray(
                orderCutLeads.leadId,
                chosen.kept.map((lead) => lead.id),
              ),
            )
          : undefined,
      ),
    );
    if (chosen.added.length > 0) {
      await tx
        .insert(orderCutLeads)
        .values(
          chosen.added.map((lead) => ({ orderId: order.id, leadId: lead.id, slot: lead.slot })),
        );
    }
    await writeFiles(tx, order, segment, rows);
    const now = new Date();
    await tx
      .update(orderCuts)
      .set({
        status: rows.length >= cut.rowCount ? 'ready' : 'short',
        rows: rows.length,
        replaced: cut.readyAt ? chosen.dropped : 0,
        cutAt: now,
        readyAt: cut.readyAt ?? now,
      })
      .where(eq(orderCuts.orderId, order.id));
    // The order e-mail waited for the files (payments/settle.ts): it goes with the first cut.
    if (!cut.readyAt) await queueOrderEmail(tx, deps, order);
    if (rows.length < cut.rowCount) await recordShortCut(tx, order, rows.length, cut.rowCount);
  });
  deps.log.info(
    { orderId: order.orderId, rows: rows.length, promised: cut.rowCount, replaced: chosen.dropped },
    'segment files cut',
  );
}

/** Staff hear of a cut that found fewer checked leads than promised (the activity log). */
async function recordShortCut(tx: DbOrTx, order: OrderRow, rows: number, promised: number) {
  await recordActivity(tx, SHOP_ACTOR, {
    action: 'order.cut-short',
    entity: 'order',
    entityId: order.id,
    summary: `Order ${order.orderId} (${order.packageName}): files cut with ${rows.toLocaleString('en-US')} of ${promised.toLocaleString('en-US')} contacts, fewer checked leads were left`,
    details: { rows, promised },
  });
}

/** Another of the buyer's orders took one of these leads since they were chosen: try again. */
async function refuseTakenMeanwhile(tx: DbOrTx, order: OrderRow, added: CutLead[]): Promise<void> {
  if (added.length === 0) return;
  const [taken] = await tx
    .select({ leadId: orderCutLeads.leadId })
    .from(orderCutLeads)
    .innerJoin(orders, eq(orders.id, orderCutLeads.orderId))
    .where(
      and(
        eq(orders.customerUserId, order.customerUserId),
        ne(orders.id, order.id),
        eq(orders.paymentStatus, 'Received'),
        inArray(
          orderCutLeads.leadId,
          added.map((lead) => lead.id),
        ),
      ),
    )
    .limit(1);
  if (taken) throw new Error('Another order of this buyer took some of these leads; cutting again');
}

/** Whether the lead's status is one the segment sells. */
const soldStatus = (segment: SegmentDefinition, lead: { emailStatus: string }) =>
  (soldStatuses(segment) as string[]).includes(lead.emailStatus);

/** Whether a lead may go into (or stay in) a file now. */
function sells(
  deps: CutDeps,
  segment: SegmentDefinition,
  lead: CrmLead & { suppressedAt?: Date | null; fresh: boolean },
) {
  if (lead.suppressedAt) return false;
  if (!soldStatus(segment, lead)) return false;
  return !deps.checksNow.enabled || lead.fresh;
}

const cutColumns = (segment: SegmentDefinition) => ({
  ...leadColumns,
  fresh: sql<boolean>`coalesce(${freshlyChecked(segment)}, false)`,
});

/**
 * The rows of this cut. A refresh first checks again the delivered leads whose check is older than
 * the segment's bound (waiting at most the cut's bound), then keeps those still sold; the new
 * leads come from the segment, never one the buyer owns (unless they asked), fresh ones first,
 * then stale ones checked now.
 */
async function chooseLeads(
  deps: CutDeps,
  order: OrderRow,
  segment: SegmentDefinition,
): Promise<CutChoice> {
  const { db } = deps;
  const deadline = Date.now() + cutTuning.checkBoundMs;
  const deliveredOf = () =>
    db
      .select({ ...cutColumns(segment), slot: orderCutLeads.slot })
      .from(orderCutLeads)
      .innerJoin(leads, eq(leads.id, orderCutLeads.leadId))
      .where(eq(orderCutLeads.orderId, order.id))
      .orderBy(asc(leads.id));
  let delivered = await deliveredOf();
  const staleDelivered = delivered.filter((lead) => !lead.fresh && !lead.suppressedAt);
  if (deps.checksNow.enabled && staleDelivered.length > 0) {
    await deps.checksNow.check(
      staleDelivered.map((lead) => lead.id),
      Math.max(0, deadline - Date.now()),
    );
    delivered = await deliveredOf();
  }
  // A delivered lead whose check has not concluded again stays: only what turned bad is replaced.
  const kept = delivered.filter(
    (lead) =>
      !lead.suppressedAt && soldStatus(segment, lead) && slotOf(segment, lead) !== undefined,
  );
  const need = segment.rowCount - kept.length;
  const added = need > 0 ? await newLeads(deps, order, segment, need, deadline) : [];
  return { kept: kept.map(stripped), added, dropped: delivered.length - kept.length };
}

const stripped = ({
  suppressedAt: _s,
  fresh: _f,
  ...lead
}: CrmLead & { slot: number; suppressedAt: Date | null; fresh: boolean }): CutLead => lead;

/** Up to `need` leads of the segment new to this order (and to the buyer, unless they asked). */
async function newLeads(
  deps: CutDeps,
  order: OrderRow,
  segment: SegmentDefinition,
  need: number,
  deadline: number,
): Promise<CutLead[]> {
  const { db } = deps;
  const notInThisOrder = notExists(
    db
      .select({ one: sql`1` })
      .from(orderCutLeads)
      .where(and(eq(orderCutLeads.orderId, order.id), eq(orderCutLeads.leadId, leads.id))),
  );
  const candidates = and(
    segmentLeads(segment),
    notInThisOrder,
    order.includeOwned ? undefined : notOwnedBy(db, order.customerUserId),
  );
  const picked: CutLead[] = [];
  const take = (rows: Awaited<ReturnType<typeof readBatch>>) => {
    for (const lead of rows) {
      if (picked.length >= need) return;
      const slot = slotOf(segment, lead);
      if (slot !== undefined && sells(deps, segment, lead))
        picked.push({ ...stripped({ ...lead, slot }) });
    }
  };
  const readBatch = (where: ReturnType<typeof and>, after: string | undefined, limit: number) =>
    db
      .select(cutColumns(segment))
      .from(leads)
      .where(and(where, after ? gt(leads.id, after) : undefined))
      .orderBy(asc(leads.id))
      .limit(limit);

  // Leads our check sold within the bound go in as they are (all of them, checks off).
  const ready = deps.checksNow.enabled ? and(candidates, freshlyChecked(segment)) : candidates;
  for (let after: string | undefined; picked.length < need; ) {
    const rows = await readBatch(ready, after, Math.min(need - picked.length, cutTuning.batch));
    take(rows);
    if (rows.length === 0) break;
    after = rows.at(-1)?.id;
  }
  if (!deps.checksNow.enabled) return picked;

  // Then stale ones, checked now in batches until enough sell or the bound has passed.
  const stale = and(candidates, not(freshlyChecked(segment)));
  for (let after: string | undefined; picked.length < need && Date.now() < deadline; ) {
    const rows = await readBatch(
      stale,
      after,
      Math.min(2 * (need - picked.length) + 10, cutTuning.batch),
    );
    if (rows.length === 0) break;
    after = rows.at(-1)?.id;
    const ids = rows.map((lead) => lead.id);
    await deps.checksNow.check(ids, Math.max(0, deadline - Date.now()));
    take(
      await db
        .select(cutColumns(segment))
        .from(leads)
        .where(and(inArray(leads.id, ids), segmentLeads(segment)))
        .orderBy(asc(leads.id)),
    );
  }
  return picked;
}

/** Replaces the order's files: per file of the segment, a CSV and an XLSX of its rows. */
async function writeFiles(
  tx: DbOrTx,
  order: OrderRow,
  segment: SegmentDefinition,
  rows: CutLead[],
): Promise<void> {
  const old = await tx
    .delete(orderCutFiles)
    .where(eq(orderCutFiles.orderId, order.id))
    .returning({ fileId: orderCutFiles.fileId });
  for (const file of old) await deleteFile(tx, file.fileId);
  for (const [index, file] of segment.files.entries()) {
    const slot = index + 1;
    const inFile = rows.filter((lead) => lead.slot === slot).sort(byName);
    for (const format of SEGMENT_FILE_FORMATS) {
      const { bytes, contentType } = await renderCutFile(format, file.name, inFile);
      const stored = await putStream(tx, bytes, {
        name: cutFileName(order.packageName, file.name, order.orderId, format as SegmentFileFormat),
        contentType,
      });
      await tx.insert(orderCutFiles).values({
        orderId: order.id,
        slot,
        format,
        name: file.name,
        rows: inFile.length,
        fileId: stored.id,
      });
    }
  }
}

/** Files read like an address book: by company, then by last and first name. */
const byName = (a: CrmLead, b: CrmLead) =>
  a.companyName.localeCompare(b.companyName) ||
  a.lastName.localeCompare(b.lastName) ||
  a.firstName.localeCompare(b.firstName) ||
  a.id.localeCompare(b.id);
