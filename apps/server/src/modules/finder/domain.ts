import type { DomainSearch } from '@leadvault/contract';
import { and, desc, eq, isNotNull, like } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { emailVerifications, verificationDomainCache } from '../../db/schema/index.ts';
import { inferPattern, shareText } from './patterns.ts';
import { knownAddresses, leadsAt } from './service.ts';

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

/**
 * LEADS.md's domain search, free: the domain's pattern and its share among the valid addresses
 * we hold there, whether it is catch-all and its mail host (from our checks' evidence), and how
 * many leads we hold there.
 */
export async function searchDomain(db: DbOrTx, domain: string): Promise<DomainSearch> {
  const rows = await leadsAt(db, domain);
  const inferred = inferPattern(knownAddresses(rows));
  const evidence = await db
    .select({ mailHost: emailVerifications.mailHost, reason: emailVerifications.reason })
    .from(emailVerifications)
    .where(and(like(emailVerifications.email, `%@${domain}`), isNotNull(emailVerifications.reason)))
    .orderBy(desc(emailVerifications.checkedAt))
    .limit(50);
  const mailHost = evidence.find((row) => row.mailHost)?.mailHost ?? null;
  return {
    domain,
    pattern: inferred.pattern,
    patternShare: shareText(inferred, domain),
    catchAll: await catchAllOf(
      db,
      domain,
      evidence.map((row) => row.reason),
    ),
    mailHost,
    provider: providerOf(mailHost),
    leads: rows.length,
    verifiedLeads: rows.filter(
      (row) => row.verifiedByUs && row.emailStatus !== 'invalid' && row.emailStatus !== 'unknown',
    ).length,
  };
}
