import { BOUNCE_WINDOW_DAYS } from '@leadvault/contract';
import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.ts';
import { bounceReports, emailVerifications, leads, leadUnlocks } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { tryAgainIn } from '../../lib/rate-limit.ts';
import { notSuppressed } from '../leads/filters.ts';
import { lockPerson } from './bounce-settlement.ts';

/** Settled reports in a row that were all still deliverable before the abuse bound holds. */
export const BOUNCE_STREAK_LIMIT = 20;
/** While the bound holds: one report per this interval. */
export const BOUNCE_LIMITED_INTERVAL_MS = 60 * 60_000;

/**
 * 429 of the abuse bound; the route turns it into RATE_LIMITED with `Retry-After` (the service
 * does not hold the reply).
 */
export class BounceLimitError extends HttpError {
  constructor(readonly retryAfterMs: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    super(
      429,
      'RATE_LIMITED',
      `Your last ${BOUNCE_STREAK_LIMIT} bounce reports were all still deliverable when we checked ` +
        'them, so for now you may report one address an hour, one at a time. ' +
        (retryAfterMs > 0 ? tryAgainIn(seconds) : 'Report a single address.'),
    );
  }
}

/**
 * The abuse bound: re-checks cost us real SMTP sessions, so a person whose last
 * BOUNCE_STREAK_LIMIT settled reports were all still deliverable may make one report an hour
 * (`requested` is how many this call would make). Throws BounceLimitError beyond it.
 */
async function assertWithinBounceLimit(tx: Tx, userId: string, requested: number) {
  const recent = await tx
    .select({ outcome: bounceReports.outcome })
    .from(bounceReports)
    .where(and(eq(bounceReports.userId, userId), ne(bounceReports.outcome, 'checking')))
    .orderBy(desc(bounceReports.settledAt))
    .limit(BOUNCE_STREAK_LIMIT);
  const limited =
    recent.length === BOUNCE_STREAK_LIMIT &&
    recent.every((report) => report.outcome === 'still_deliverable');
  if (!limited) return;
  const [latest] = await tx
    .select({
      sinceMs: sql<number>`(extract(epoch from clock_timestamp() - max(${bounceReports.reportedAt})) * 1000)::float8`,
    })
    .from(bounceReports)
    .where(eq(bounceReports.userId, userId));
  const waitMs = Math.max(0, BOUNCE_LIMITED_INTERVAL_MS - Number(latest?.sinceMs ?? Infinity));
  if (waitMs > 0 || requested > 1) throw new BounceLimitError(waitMs);
}

export type UnlockToReport = {
  leadId: string;
  email: string;
  /** Within BOUNCE_WINDOW_DAYS of the unlock. */
  open: boolean;
  /** Reported before this call. */
  reported: boolean;
};

export type Claim = { unlocks: UnlockToReport[]; claimed: Set<string> };

/**
 * Claims the reports of a person's unlocks (those `which` selects, of leads not suppressed)
 * in one transaction: the abuse bound first, then a `checking` report for each unlock within
 * its window and not yet reported. Claims of one person queue on their profile row, and the
 * insert is `on conflict do nothing`, so parallel calls report an unlock once.
 */
export async function claimBounces(
  db: Db,
  userId: string,
  { which, requested, note = '' }: { which: SQL; requested: number; note?: string },
): Promise<Claim> {
  return db.transaction(async (tx) => {
    await lockPerson(tx, userId);
    await assertWithinBounceLimit(tx, userId, requested);
    const unlocks = await tx
      .select({
        leadId: leadUnlocks.leadId,
        email: leads.email,
        open: sql<boolean>`${leadUnlocks.createdAt} > clock_timestamp() - make_interval(days => ${BOUNCE_WINDOW_DAYS})`,
        reported: sql<boolean>`${bounceReports.leadId} is not null`,
      })
      .from(leadUnlocks)
      .innerJoin(leads, and(eq(leads.id, leadUnlocks.leadId), notSuppressed))
      .leftJoin(
        bounceReports,
        and(
          eq(bounceReports.userId, leadUnlocks.userId),
          eq(bounceReports.leadId, leadUnlocks.leadId),
        ),
      )
      .where(and(eq(leadUnlocks.userId, userId), which));
    const eligible = unlocks.filter((unlock) => unlock.open && !unlock.reported);
    if (eligible.length === 0) return { unlocks, claimed: new Set() };
    const inserted = await tx
      .insert(bounceReports)
      .values(
        eligible.map(({ leadId }) => ({
          userId,
          leadId,
          note,
          checksBefore: sql`(select coalesce(max(${emailVerifications.seq}), 0) from ${emailVerifications} where ${emailVerifications.leadId} = ${leadId})`,
        })),
      )
      .onConflictDoNothing()
      .returning({ leadId: bounceReports.leadId });
    return { unlocks, claimed: new Set(inserted.map((row) => row.leadId)) };
  });
}
