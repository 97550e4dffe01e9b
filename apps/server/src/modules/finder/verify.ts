import type { FinderMiss } from '@leadvault/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { leads } from '../../db/schema/index.ts';
import { domainSuppressed, emailDomain, suppressedAmong } from '../suppressions/index.ts';
import {
  answerWithLead,
  companyOf,
  type FinderDeps,
  fileFoundLead,
  leadsAt,
  miss,
} from './service.ts';

/** What an address someone brought to be checked turned out to be. */
export type AddressAnswer = {
  email: string | null;
  /** Our verdict (`invalid` and `unknown` included: the caller asked about this address). */
  emailStatus: string | null;
  confidence: number;
  verificationReason: string | null;
  charged: number;
  reason?: FinderMiss;
};

const CONFIDENCE: Record<string, number> = { valid: 99, accept_all: 50 };

const fromMiss = (reason: FinderMiss): AddressAnswer => ({
  ...miss(reason, null, 0),
  email: null,
  emailStatus: null,
});

/**
 * Bulk enrichment's "e-mail to verify" (decision 050). An address we hold is answered as the
 * finder answers our lead (the reveal's charge: free when unlocked). An address we do not hold
 * is checked by our checker; when deliverable, at a domain whose company we hold, and with a
 * name, it becomes a lead unlocked for 1 credit like a found one (so a re-run is free);
 * otherwise its verdict is answered and nothing is stored or charged. Suppressed addresses and
 * domains are never answered.
 */
export async function verifyAddress(
  deps: FinderDeps,
  userId: string,
  input: { email: string; firstName?: string; lastName?: string },
): Promise<AddressAnswer> {
  const { db } = deps;
  const email = input.email.trim().toLowerCase();
  const domain = emailDomain(email);
  if (!domain) {
    return {
      ...fromMiss('not_found'),
      email,
      emailStatus: 'invalid',
      verificationReason: 'syntax',
    };
  }
  if ((await suppressedAmong(db, [email])).size > 0 || (await domainSuppressed(db, domain))) {
    return fromMiss('not_available');
  }
  const [ours] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.email, email), isNull(leads.suppressedAt)));
  if (ours) {
    const answer = await answerWithLead(deps, userId, ours.id, {
      domain,
      pattern: null,
      share: null,
      ours: true,
    });
    if (answer.email) return answer;
    // Not sold: our check found it undeliverable. The caller still learns the verdict.
    const [lead] = await db
      .select({ status: leads.emailStatus, reason: leads.verificationReason })
      .from(leads)
      .where(eq(leads.id, ours.id));
    return {
      email,
      emailStatus: lead?.status ?? null,
      confidence: 0,
      verificationReason: lead?.reason ?? null,
      charged: 0,
    };
  }
  if (!deps.checksNow.enabled) return fromMiss('checks_off');
  const checkedAt = new Date();
  const [result] = await deps.verifier.check([email]);
  if (!result) return fromMiss('unverifiable');
  const deliverable = result.status === 'valid' || result.status === 'accept_all';
  const { firstName, lastName } = input;
  if (deliverable && firstName && lastName) {
    const company = companyOf(await leadsAt(db, domain));
    if (company) {
      const person = { firstName, lastName, domain };
      const leadId = await fileFoundLead(db, person, company, domain, email, result, checkedAt);
      const answer = await answerWithLead(deps, userId, leadId, {
        domain,
        pattern: null,
        share: null,
      });
      return { ...answer, confidence: CONFIDENCE[result.status] ?? 0 };
    }
  }
  return {
    email,
    emailStatus: result.status,
    confidence: CONFIDENCE[result.status] ?? 0,
    verificationReason: result.reason,
    charged: 0,
  };
}
