import { randomUUID } from 'node:crypto';
import {
  EMAIL_NOT_VERIFIED,
  LEAD_REVEAL_COST,
  REVEALABLE_EMAIL_STATUSES,
  type RevealQuote,
  type RevealResponse,
  type RevealResult,
} from '@leadvault/contract';
import { and, eq, gt, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/index.ts';
import { leads, leadUnlocks } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { AnswerKeeping } from '../../lib/idempotency.ts';
import {
  changeCredits,
  creditBalance,
  hasPaidForCredits,
  InsufficientCreditsError,
} from '../credits/index.ts';
import { type ChecksNow, isFreshlyChecked, sellsAsChecked } from '../verification/index.ts';
import { notSuppressed } from './filters.ts';
import { isRevealable, unlockedAmong } from './present.ts';

type Target = {
  id: string;
  email: string;
  emailStatus: string;
  verifiedAt: Date | null;
  verificationReason: string | null;
};

/** The leads that can be revealed at all: a suppressed one is as good as missing. */
async function targetsOf(db: DbOrTx, leadIds: string[]): Promise<Map<string, Target>> {
  const rows = await db
    .select({
      id: leads.id,
      email: leads.email,
      emailStatus: leads.emailStatus,
      verifiedAt: leads.verifiedAt,
      verificationReason: leads.verificationReason,
    })
    .from(leads)
    .where(and(inArray(leads.id, leadIds), notSuppressed));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * What sells (LEADS.md rule 3): with our checks on, a status our own check concluded within
 * VERIFY_MAX_AGE_DAYS; with them off (VERIFY_METHOD=off), the status as it is.
 */
export type SaleRule = Pick<ChecksNow, 'enabled' | 'maxAgeDays'>;

const sells = (target: Target, rule: SaleRule) =>
  rule.enabled ? sellsAsChecked(target, rule.maxAgeDays) : isRevealable(target.emailStatus);

/** A lead our check must look at (again) before it can be sold. */
const needsCheck = (target: Target, rule: SaleRule) =>
  rule.enabled && !isFreshlyChecked(target, rule.maxAgeDays);

/** `isFreshlyChecked` in SQL. */
const freshlyCheckedNow = (rule: SaleRule): SQL | undefined => {
  const freshSince = new Date(Date.now() - rule.maxAgeDays * 24 * 60 * 60_000);
  return and(isNotNull(leads.verificationReason), gt(leads.verifiedAt, freshSince));
};

/** The same rule in SQL, re-read inside the unlock's transaction (and by whole-search reveals). */
export function sellsNow(rule: SaleRule): SQL | undefined {
  const status = inArray(leads.emailStatus, [...REVEALABLE_EMAIL_STATUSES]);
  if (!rule.enabled) return status;
  return and(status, freshlyCheckedNow(rule));
}

/** `needsCheck` in SQL: a lead the reveal checks (free) before it may charge for it. */
export function needsCheckNow(rule: SaleRule): SQL {
  if (!rule.enabled) return sql`false`;
  return sql`not coalesce(${freshlyCheckedNow(rule)}, false)`;
}

/**
 * What revealing these leads would cost at most, and what the person holds. Leads not checked by
 * us lately count as new (`unchecked` says how many): the reveal checks them first and charges
 * only those the check confirms. Nothing is written.
 */
export async function quoteReveal(
  db: Db,
  rule: SaleRule,
  userId: string,
  leadIds: string[],
): Promise<RevealQuote> {
  const [targets, owned, balance] = await Promise.all([
    targetsOf(db, leadIds),
    unlockedAmong(db, userId, leadIds),
    creditBalance(db, userId),
  ]);
  let fresh = 0;
  let unchecked = 0;
  let unavailable = 0;
  let ownedShown = 0;
  for (const id of leadIds) {
    const target = targets.get(id);
    if (owned.has(id) && target) {
      ownedShown += 1;
    } else if (target && needsCheck(target, rule)) {
      fresh += 1;
      unchecked += 1;
    } else if (target && sells(target, rule)) {
      fresh += 1;
    } else {
      unavailable += 1;
    }
  }
  return {
    new: fresh,
    owned: ownedShown,
    unavailable,
    cost: fresh * LEAD_REVEAL_COST,
    balance,
    unchecked,
  };
}

/** The 403 of a reveal by an account that has proved nothing (the `EMAIL_NOT_VERIFIED` code). */
export const REVEAL_NEEDS_VERIFIED_EMAIL =
  'Verify your e-mail address to reveal e-mails: open the link we e-mailed you, or send a new one from your dashboard.';

/**
 * Credits are spent only by an account that proved its address, or that paid for credits
 * (`hasPaidForCredits`): every new profile's 5 free credits would otherwise let throwaway
 * accounts reveal real e-mails by the dozen. Searching, quoting and shopping stay open.
 */
export async function assertMayReveal(
  db: DbOrTx,
  person: { id: string; emailVerified: boolean },
): Promise<void> {
  if (person.emailVerified || (await hasPaidForCredits(db, person.id))) return;
  throw new HttpError(403, EMAIL_NOT_VERIFIED, REVEAL_NEEDS_VERIFIED_EMAIL);
}

type UnlockOutcome = 'charged' | 'already_unlocked' | 'insufficient_credits' | 'not_available';

/** Errors after which the same transaction may simply be tried again. */
export const RETRYABLE = ['40001', '40P01'];
/** The lead was deleted (suppressed) while it was being revealed. */
const FOREIGN_KEY_VIOLATION = '23503';

export function sqlStateOf(error: unknown): string | undefined {
  for (let cause = error; cause && typeof cause === 'object'; ) {
    const { code } = cause as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * One lead, one transaction: the unlock row (primary key person + lead: a concurrent reveal of
 * the same lead waits here, then finds it taken), the conditional balance decrement and the
 * ledger row commit together or not at all. The unlock comes first so that every reveal locks
 * in the same order (unlock, then balance) and two reveals never wait on each other in a circle.
 */
async function unlockOne(
  db: Db,
  rule: SaleRule,
  userId: string,
  leadId: string,
  revealId: string,
): Promise<UnlockOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        // Holds the lead against a suppression or a check's verdict landing meanwhile (both
        // update this row): what is charged is what sells now.
        const [available] = await tx
          .select({ id: leads.id })
          .from(leads)
          .where(and(eq(leads.id, leadId), notSuppressed, sellsNow(rule)))
          .for('share');
        if (!available) return 'not_available';
        const [unlocked] = await tx
          .insert(leadUnlocks)
          .values({ userId, leadId, cost: LEAD_REVEAL_COST })
          .onConflictDoNothing()
          .returning({ leadId: leadUnlocks.leadId });
        if (!unlocked) return 'already_unlocked';
        const change = await changeCredits(tx, {
          userId,
          delta: -LEAD_REVEAL_COST,
          reason: 'reveal',
          actor: null,
          leadId,
          reveal: { id: revealId, leadCount: 1 },
          note: 'E-mail revealed',
        });
        if (change) {
          await tx
            .update(leadUnlocks)
            .set({ ledgerId: change.entryId })
            .where(and(eq(leadUnlocks.userId, userId), eq(leadUnlocks.leadId, leadId)));
        }
        return 'charged';
      });
    } catch (error) {
      if (error instanceof InsufficientCreditsError) return 'insufficient_credits';
      const state = sqlStateOf(error);
      if (state === FOREIGN_KEY_VIOLATION) return 'not_available';
      if (attempt < 4 && state && RETRYABLE.includes(state)) continue;
      throw error;
    }
  }
}

/**
 * Reveals the e-mails of these leads: already unlocked ones are free; leads not checked by us
 * lately are checked first, free, within the checks' bound (10 s for the whole
 * call); `unknown`, `invalid`, unconfirmed and missing ones are never charged (`not_available`,
 * with `checking` for a check still running), the rest cost a credit each until the balance runs
 * out (`insufficient_credits` from there on). What was done stays done; when nothing could be
 * revealed at all for lack of credits, it throws InsufficientCreditsError (a 402) with
 * `details: { balance, results }`. Its ledger rows share `revealId` (a new one unless the
 * caller's larger act — an enrichment run — names its own): one line of the credit history.
 */
export async function revealLeads(
  db: Db,
  checks: ChecksNow,
  userId: string,
  leadIds: string[],
  revealId: string = randomUUID(),
): Promise<RevealResponse> {
  const [targets, owned] = await Promise.all([
    targetsOf(db, leadIds),
    unlockedAmong(db, userId, leadIds),
  ]);
  const toCheck = leadIds.filter((id) => {
    const target = targets.get(id);
    return target !== undefined && !owned.has(id) && needsCheck(target, checks);
  });
  if (toCheck.length > 0) {
    await checks.check(toCheck);
    const checked = await targetsOf(db, toCheck);
    for (const id of toCheck) {
      const target = checked.get(id);
      if (target) targets.set(id, target);
      else targets.delete(id);
    }
  }
  const unsold = (target: Target): RevealResult['reason'] =>
    !checks.enabled ? undefined : needsCheck(target, checks) ? 'checking' : 'not_deliverable';
  const results: RevealResult[] = [];
  let charged = 0;
  let outOfCredits = false;
  for (const leadId of leadIds) {
    const target = targets.get(leadId);
    if (!target) {
      // Unknown, or suppressed (even when unlocked before: the person asked to be removed).
      results.push({ leadId, status: 'not_available' });
    } else if (owned.has(leadId)) {
      results.push({ leadId, status: 'already_unlocked', email: target.email });
    } else if (!sells(target, checks)) {
      results.push({ leadId, status: 'not_available', reason: unsold(target) });
    } else if (outOfCredits) {
      results.push({ leadId, status: 'insufficient_credits' });
    } else {
      const outcome = await unlockOne(db, checks, userId, leadId, revealId);
      if (outcome === 'insufficient_credits') {
        outOfCredits = true;
        results.push({ leadId, status: outcome });
      } else if (outcome === 'not_available') {
        results.push({ leadId, status: outcome, reason: unsold(target) });
      } else {
        if (outcome === 'charged') charged += LEAD_REVEAL_COST;
        results.push({ leadId, status: outcome, email: target.email });
      }
    }
  }
  const balance = await creditBalance(db, userId);
  const revealed = results.some((result) => result.email !== undefined);
  if (outOfCredits && !revealed) {
    throw new InsufficientCreditsError(undefined, { balance, results });
  }
  return { results, charged, balance };
}

type SavedResults = {
  results?: RevealResult[];
  error?: { details?: { results?: RevealResult[] } };
};

/** The results list of a reveal answer: at the top of a 200, in the details of a 402. */
function resultsOf(body: unknown): RevealResult[] | undefined {
  const saved = body as SavedResults | null;
  return saved?.results ?? saved?.error?.details?.results;
}

/**
 * How a reveal's answer is kept for its `Idempotency-Key`: without any e-mail (an address saved
 * there would outlive its person's opt-out), and replayed with the e-mails as they are now — the
 * statuses and counts of the first answer, each revealed lead's address read again, and left
 * out for a lead removed since (suppressed or erased).
 */
export function revealAnswerKeeping(db: Db, userId: string): AnswerKeeping {
  return {
    keepsRefusal: (error) => error instanceof InsufficientCreditsError,
    store(answer) {
      const body = structuredClone(answer.body);
      for (const result of resultsOf(body) ?? []) delete result.email;
      return { status: answer.status, body };
    },
    async replay(saved) {
      const results = resultsOf(saved.body) ?? [];
      const ids = results
        .filter((result) => result.status === 'charged' || result.status === 'already_unlocked')
        .map((result) => result.leadId);
      if (ids.length === 0) return saved;
      const [targets, owned] = await Promise.all([
        targetsOf(db, ids),
        unlockedAmong(db, userId, ids),
      ]);
      for (const result of results) {
        const email = owned.has(result.leadId) ? targets.get(result.leadId)?.email : undefined;
        if (ids.includes(result.leadId) && email !== undefined) result.email = email;
        else delete result.email;
      }
      return saved;
    },
  };
}
