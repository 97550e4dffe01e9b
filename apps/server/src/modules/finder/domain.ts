import type { DomainSearch } from '@leadvault/contract';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { emailDomain, emailVerifications, verificationDomainCache } from '../../db/schema/index.ts';
import { type InferredPattern, inferPattern, shareText } from './patterns.ts';
import { type DomainLead, knownAddresses, leadsAt } from './service.ts';

/** Mail hosts of the providers most companies use, by the end of the host's name. */
const PROVIDERS: Array<[suffix: string, provider: string]> = [
  ['google.com', 'google'],
  ['googlemail.com', 'google'],
  ['outlook.com', 'microsoft'],
  ['microsoft.com', 'microsoft'],
  ['zoho.com', 'zoho'],
  ['zoho.eu', 'zoho'],
  ['protonmail.ch', 'proton'],
  ['yahoodns.net', 'yahoo'],
  ['secureserver.net', 'godaddy'],
  ['mimecast.com', 'mimecast'],
  ['pphosted.com', 'proofpoint'],
  ['messagingengine.com', 'fastmail'],
];

export const providerOf = (mailHost: string | null) =>
  mailHost
    ? (PROVIDERS.find(([suffix]) => mailHost === suffix || mailHost.endsWith(`.${suffix}`))?.[1] ??
      null)
    : null;

/** Whether the domain accepts any address: the checker's cache, else our last check's evidence. */
async function catchAllOf(db: DbOrTx, domain: string, reasons: string[]): Promise<boolean | null> {
  const [cached] = await db
    .select({ value: verificationDomainCache.value })
    .from(verificationDomainCache)
    .where(
      and(
        eq(verificationDomainCache.domain, domain),
        eq(verificationDomainCache.kind, 'catch_all'),
      ),
    );
  if (typeof cached?.value === 'boolean') return cached.value;
  if (reasons.includes('catch_all')) return true;
  if (reasons.includes('mailbox_not_found') || reasons.includes('mailbox_exists')) return false;
  return null;
}

/** What our leads and our checks tell of a domain's e-mail. */
export type DomainKnowledge = {
  /** Our leads there, removed ones left out (at most 5,000: leadsAt). */
  rows: DomainLead[];
  /** The pattern read from the valid addresses among them, and how many it explains. */
  inferred: InferredPattern;
  catchAll: boolean | null;
  mailHost: string | null;
};

/**
 * A domain's pattern from the valid addresses we hold there, whether it is catch-all and its mail
 * host (from our checks' evidence): what the domain search and the company pages tell.
 */
export async function domainKnowledge(db: DbOrTx, domain: string): Promise<DomainKnowledge> {
  const rows = await leadsAt(db, domain);
  const evidence = await db
    .select({ mailHost: emailVerifications.mailHost, reason: emailVerifications.reason })
    .from(emailVerifications)
    .where(
      and(eq(emailDomain(emailVerifications.email), domain), isNotNull(emailVerifications.reason)),
    )
    .orderBy(desc(emailVerifications.checkedAt))
    .limit(50);
  return {
    rows,
    inferred: inferPattern(knownAddresses(rows)),
    catchAll: await catchAllOf(
      db,
      domain,
      evidence.map((row) => row.reason),
    ),
    mailHost: evidence.find((row) => row.mailHost)?.mailHost ?? null,
  };
}

/**
 * LEADS.md's domain search, free: the domain's knowledge (domainKnowledge), its mail provider and
 * how many leads we hold there.
 */
export async function searchDomain(db: DbOrTx, domain: string): Promise<DomainSearch> {
  const { rows, inferred, catchAll, mailHost } = await domainKnowledge(db, domain);
  return {
    domain,
    pattern: inferred.pattern,
    patternShare: shareText(inferred, domain),
    catchAll,
    mailHost,
    provider: providerOf(mailHost),
    leads: rows.length,
    verifiedLeads: rows.filter(
      (row) => row.verifiedByUs && row.emailStatus !== 'invalid' && row.emailStatus !== 'unknown',
    ).length,
  };
}
