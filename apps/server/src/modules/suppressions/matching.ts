import { inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { leads, suppressions } from '../../db/schema/index.ts';

/** Addresses are compared lower-case and trimmed, as the leads table stores them. */
const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** The domain part of an address (`mail.example.com`), or '' when there is none. */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1);
}

/**
 * A domain and every parent domain that can be suppressed (`a.example.com` → `a.example.com`,
 * `example.com`): suppressing a whole domain covers its subdomains too. A bare top-level label
 * (`com`) is never a suppression target, so it is left out.
 */
export function domainAndParents(domain: string): string[] {
  const labels = domain.split('.').filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i + 1 < labels.length; i += 1) out.push(labels.slice(i).join('.'));
  return out;
}

/**
 * Which of `emails` a suppression covers (by the address itself, or by its domain or a parent
 * domain). Answers the addresses as they were given. One query per batch, whatever its size up
 * to a few thousand: imports call it per chunk of rows. Accepts a transaction handle, so an
 * import can check inside its own transaction.
 */
export async function suppressedAmong(db: DbOrTx, emails: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  if (emails.length === 0) return found;
  const normalized = [...new Set(emails.map(normalizeEmail))];
  const domains = [...new Set(normalized.flatMap((email) => domainAndParents(emailDomain(email))))];
  const conditions: SQL[] = [inArray(suppressions.email, normalized)];
  if (domains.length > 0) conditions.push(inArray(suppressions.domain, domains));
  const rows = await db
    .select({ email: suppressions.email, domain: suppressions.domain })
    .from(suppressions)
    .where(or(...conditions));
  if (rows.length === 0) return found;
  const suppressedEmails = new Set(rows.flatMap((row) => (row.email ? [row.email] : [])));
  const suppressedDomains = new Set(rows.flatMap((row) => (row.domain ? [row.domain] : [])));
  for (const email of emails) {
    const key = normalizeEmail(email);
    if (
      suppressedEmails.has(key) ||
      domainAndParents(emailDomain(key)).some((domain) => suppressedDomains.has(domain))
    ) {
      found.add(email);
    }
  }
  return found;
}

/** Whether a suppression covers this whole domain (or a parent domain of it). */
export async function domainSuppressed(db: DbOrTx, domain: string): Promise<boolean> {
  const domains = domainAndParents(domain.trim().toLowerCase());
  if (domains.length === 0) return false;
  const [row] = await db
    .select({ id: suppressions.id })
    .from(suppressions)
    .where(inArray(suppressions.domain, domains))
    .limit(1);
  return row !== undefined;
}

/** Leads whose address a suppression target (an address, or a domain and its subdomains) covers. */
export function leadsCoveredBy(target: { email: string | null; domain: string | null }): SQL {
  if (target.email) return sql`${leads.email} = ${target.email}`;
  const domain = target.domain ?? '';
  // Domains are [a-z0-9.-] only (the contract checks), so the pattern holds no wildcard of its own.
  return sql`(split_part(${leads.email}, '@', 2) = ${domain} or split_part(${leads.email}, '@', 2) like ${`%.${domain}`})`;
}

/** SQL true when some suppression still covers the lead row in scope. */
export const anySuppressionCoversLead = sql`exists (
  select 1 from ${suppressions} s
  where s.email = ${leads.email}
     or s.domain = split_part(${leads.email}, '@', 2)
     or split_part(${leads.email}, '@', 2) like '%.' || s.domain
)`;
