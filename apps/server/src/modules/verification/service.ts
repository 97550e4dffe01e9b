import type { LeadEmailStatus, QueueVerificationsInput } from '@leadvault/contract';
import { VERIFICATION_QUEUE_MAX } from '@leadvault/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { VerificationConfig } from '../../config.ts';
import type { Db, DbOrTx, Tx } from '../../db/index.ts';
import {
  emailVerifications,
  jobs as jobsTable,
  leadImportLeads,
  leadImports,
  leads,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/route-schema.ts';
import type { JobQueue } from '../jobs/index.ts';
import { leadFilter } from '../leads/filters.ts';
import { settlePendingBounces } from './bounce-settlement.ts';
import type { CheckResult } from './checker/index.ts';
import { purgeExpiredDomainCache } from './domain-cache.ts';
import type { Verifier } from './verifier.ts';

export const VERIFICATION_JOB = 'verification.check';
/** Leads one job checks at most (those of one domain share one SMTP session). */
export const LEADS_PER_JOB = 100;
/** Greylisted checks are asked again this many times before they are recorded as unknown. */
export const GREYLIST_RETRIES = 3;

export const VerificationJobPayload = z.object({
  leadIds: z.array(z.uuid()).min(1).max(VERIFICATION_QUEUE_MAX),
  /** How many greylisting retries came before this one (0: the first check). */
  greylistRetry: z.number().int().min(0).max(GREYLIST_RETRIES).default(0),
});
export type VerificationJobPayload = z.input<typeof VerificationJobPayload>;

export type VerifyOptions = Pick<VerificationConfig, 'maxAgeDays' | 'greylistRetrySeconds'> & {
  /** The queue that takes greylisted leads' next try; without it they are recorded at once. */
  jobs?: JobQueue;
  /** Greylisting retries before this check. */
  greylistRetry?: number;
};

export type VerifyOutcome = {
  /** Checks recorded (one `email_verifications` row each). */
  recorded: number;
  /** Leads re-queued because their server asked us to come back later. */
  retried: number;
  byStatus: Partial<Record<LeadEmailStatus, number>>;
};

const DAY_MS = 24 * 60 * 60_000;

/** Lets the event loop run what is due (timers, sockets) before going on. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The domain of an address, for grouping (checks of one domain share one SMTP session). */
const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);

/**
 * Checks leads' addresses with the verifier and records each conclusion (decision 038): one
 * `email_verifications` row per lead, and the lead's `email_status`, `verified_at` and
 * `verification_reason` set by the status rule (`applyResult`). Suppressed leads, and leads that
 * no longer exist, are skipped. A greylisted answer (`retry`) is queued again after
 * `greylistRetrySeconds`, up to GREYLIST_RETRIES times, then recorded as `unknown/greylisted`.
 * The writes and the re-queue are one transaction: nothing is half-written.
 */
export async function verifyLeads(
  db: Db,
  verifier: Verifier,
  leadIds: string[],
  options: VerifyOptions,
): Promise<VerifyOutcome> {
  const outcome: VerifyOutcome = { recorded: 0, retried: 0, byStatus: {} };
  const ids = [...new Set(leadIds)].filter(isUuid);
  if (verifier.method === 'off' || ids.length === 0) return outcome;
  const rows = await db
    .select({ id: leads.id, email: leads.email })
    .from(leads)
    .where(and(inArray(leads.id, ids), isNull(leads.suppressedAt)));
  if (rows.length === 0) return outcome;
  rows.sort((a, b) => domainOf(a.email).localeCompare(domainOf(b.email)));

  const results = await verifier.check(rows.map((row) => row.email));
  const checkedAt = new Date();
  const retry = options.greylistRetry ?? 0;
  const again: string[] = [];
  await db.transaction(async (tx) => {
    for (const [index, row] of rows.entries()) {
      // A turn of the event loop between leads: PGlite answers each query on this thread
      // without giving one, so a hundred results in a row would hold up every SMTP session and
      // DNS lookup in flight for seconds (long enough for DNS time-outs: unknown/dns_error).
      if (index > 0) await turn();
      const result = results[index];
      if (!result) continue;
      if (result.retry && options.jobs && retry < GREYLIST_RETRIES) {
        again.push(row.id);
        continue;
      }
      const final = result.retry ? { ...result, status: 'unknown' as const } : result;
      const recorded = await applyResult(tx, row, final, checkedAt, options.maxAgeDays);
      if (!recorded) continue;
      outcome.recorded += 1;
      outcome.byStatus[final.status] = (outcome.byStatus[final.status] ?? 0) + 1;
    }
    if (again.length > 0 && options.jobs) {
      await options.jobs.enqueue(
        tx,
        VERIFICATION_JOB,
        { leadIds: again, greylistRetry: retry + 1 } satisfies VerificationJobPayload,
        { runAt: new Date(Date.now() + options.greylistRetrySeconds * 1000) },
      );
    }
  });
  outcome.retried = again.length;
  return outcome;
}

/**
 * Records one check and applies the status rule: the lead follows its latest conclusive check
 * (valid, accept_all, invalid); an `unknown` replaces the status only when the lead has no
 * conclusion of ours younger than `maxAgeDays` (a supplier's claim, an old check, an earlier
 * unknown); a check older than the one the lead already follows changes nothing. Nothing is
 * written when the lead is gone, suppressed, or its e-mail changed since the check began.
 */
/** A check's evidence row (`email_verifications`) for a lead. */
export function evidenceOf(
  lead: { id: string; email: string },
  result: CheckResult,
  checkedAt: Date,
): typeof emailVerifications.$inferInsert {
  return {
    leadId: lead.id,
    email: lead.email,
    status: result.status,
    reason: result.reason,
    flags: result.flags,
    smtpCode: result.smtpCode,
    enhancedCode: result.enhancedCode,
    reply: result.reply?.slice(0, 200) ?? null,
    mailHost: result.mailHost,
    method: result.method,
    durationMs: Math.max(0, Math.round(result.durationMs)),
    checkedAt,
  };
}

async function applyResult(
  tx: Tx,
  lead: { id: string; email: string },
  result: CheckResult,
  checkedAt: Date,
  maxAgeDays: number,
): Promise<boolean> {
  const [current] = await tx
    .select({
      emailStatus: leads.emailStatus,
      verifiedAt: leads.verifiedAt,
      verificationReason: leads.verificationReason,
    })
    .from(leads)
    .where(and(eq(leads.id, lead.id), eq(leads.email, lead.email), isNull(leads.suppressedAt)))
    .for('update');
  if (!current) return false;
  await tx.insert(emailVerifications).values(evidenceOf(lead, result, checkedAt));
  // Ours when the reason is set: a supplier's status never has one.
  const ours = current.verificationReason !== null && current.verifiedAt !== null;
  if (ours && current.verifiedAt && current.verifiedAt > checkedAt) return true;
  if (result.status === 'unknown' && ours && current.emailStatus !== 'unknown') {
    const age = checkedAt.getTime() - (current.verifiedAt?.getTime() ?? 0);
    if (age < maxAgeDays * DAY_MS) return true;
  }
  await tx
    .update(leads)
    .set({
      emailStatus: result.status,
      verifiedAt: checkedAt,
      verificationReason: result.reason,
      updatedAt: sql`now()`,
    })
    .where(eq(leads.id, lead.id));
  return true;
}

/**
 * Queues checks of the leads `input` names (ids, the leads an import inserted or updated, or the
 * Find Leads filters), suppressed ones left out, at most VERIFICATION_QUEUE_MAX, all enqueued in
 * one transaction (`enqueueChecks`). Answers how many leads were queued.
 */
export async function queueVerifications(
  db: Db,
  jobs: JobQueue,
  input: QueueVerificationsInput,
): Promise<{ queued: number }> {
  let where: ReturnType<typeof and>;
  if (input.leadIds) {
    where = inArray(leads.id, input.leadIds);
  } else if (input.importId) {
    const [found] = await db
      .select({ id: leadImports.id })
      .from(leadImports)
      .where(eq(leadImports.id, input.importId));
    if (!found) throw notFound('Import not found.');
    where = inArray(
      leads.id,
      db
        .select({ id: leadImportLeads.leadId })
        .from(leadImportLeads)
        .where(eq(leadImportLeads.importId, input.importId)),
    );
  } else {
    where = input.filter ? leadFilter(input.filter) : undefined;
  }
  const rows = await db
    .select({ id: leads.id, email: leads.email })
    .from(leads)
    .where(and(where, isNull(leads.suppressedAt)))
    .orderBy(asc(leads.id))
    .limit(VERIFICATION_QUEUE_MAX);
  if (rows.length === 0) return { queued: 0 };
  return { queued: await db.transaction((tx) => enqueueChecks(tx, jobs, rows)) };
}

/**
 * Enqueues `verification.check` jobs for these leads in the caller's transaction: jobs of up to
 * LEADS_PER_JOB leads, sorted by domain so a domain's addresses share one SMTP session. Every way
 * of queueing checks ends here. Answers the number of leads.
 */
export async function enqueueChecks(
  tx: DbOrTx,
  jobs: JobQueue,
  rows: Array<{ id: string; email: string }>,
): Promise<number> {
  const sorted = [...rows].sort((a, b) => domainOf(a.email).localeCompare(domainOf(b.email)));
  for (let start = 0; start < sorted.length; start += LEADS_PER_JOB) {
    const leadIds = sorted.slice(start, start + LEADS_PER_JOB).map((row) => row.id);
    await jobs.enqueue(tx, VERIFICATION_JOB, { leadIds } satisfies VerificationJobPayload);
  }
  return sorted.length;
}

/** Leads whose check waits in the queue (queued or running `verification.check` jobs). */
export async function checksWaiting(db: DbOrTx): Promise<number> {
  const [waiting] = await db
    .select({
      leads: sql<number>`coalesce(sum(jsonb_array_length(${jobsTable.payload}->'leadIds')), 0)::int`,
    })
    .from(jobsTable)
    .where(
      and(eq(jobsTable.kind, VERIFICATION_JOB), inArray(jobsTable.status, ['queued', 'running'])),
    );
  return waiting?.leads ?? 0;
}

/** The `verification.check` job, registered once at start beside the service. */
export function registerVerificationJob(
  jobs: JobQueue,
  db: Db,
  verifier: Verifier,
  config: VerificationConfig,
): void {
  let lastPurge = 0;
  jobs.registerHandler(
    VERIFICATION_JOB,
    async (payload) => {
      await verifyLeads(db, verifier, payload.leadIds, {
        maxAgeDays: config.maxAgeDays,
        greylistRetrySeconds: config.greylistRetrySeconds,
        greylistRetry: payload.greylistRetry,
        jobs,
      });
      // Bounce reports waiting on these leads (a greylisted re-check's retry lands here).
      await settlePendingBounces(db, payload.leadIds);
      // Cache rows of domains nobody asks about again, now and then (at most hourly here).
      if (Date.now() - lastPurge > 60 * 60_000) {
        lastPurge = Date.now();
        await purgeExpiredDomainCache(db);
      }
    },
    { concurrency: config.concurrency, schema: VerificationJobPayload },
  );
}
