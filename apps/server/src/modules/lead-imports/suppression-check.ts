import { inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { suppressions } from '../../db/schema/index.ts';

/** `a.example.com` -> `a.example.com`, `example.com` (a bare top-level label is never a target). */
function domainAndParents(domain: string): string[] {
  const labels = domain.split('.').filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i + 1 < labels.length; i += 1) out.push(labels.slice(i).join('.'));
  return out;
}

/**
 * Which of these leads a suppression covers: their address itself, or the domain (or a parent
 * domain) of their address or of their company. One query per batch of rows. The rows are
 * lower-case already (normalizeRow).
 */
export async function suppressedAmong(
  db: DbOrTx,
  rows: ReadonlyArray<{ email: string; domain: string }>,
): Promise<Set<string>> {
  const found = new Set<string>();
  if (rows.length === 0) return found;
  const domainsOf = (row: { email: string; domain: string }) => [
    ...domainAndParents(row.email.slice(row.email.lastIndexOf('@') + 1)),
    ...(row.domain ? domainAndParents(row.domain) : []),
  ];
  const emails = [...new Set(rows.map((row) => row.email))];
  const domains = [...new Set(rows.flatMap(domainsOf))];
  const conditions: SQL[] = [inArray(suppressions.email, emails)];
  if (domains.length > 0) conditions.push(inArray(suppressions.domain, domains));
  const hits = await db
    .select({ email: suppressions.email, domain: suppressions.domain })
    .from(suppressions)
    .where(or(...conditions));
  if (hits.length === 0) return found;
  const byEmail = new Set(hits.flatMap((hit) => (hit.email ? [hit.email] : [])));
  const byDomain = new Set(hits.flatMap((hit) => (hit.domain ? [hit.domain] : [])));
  for (const row of rows) {
    if (byEmail.has(row.email) || domainsOf(row).some((domain) => byDomain.has(domain))) {
      found.add(row.email);
    }
  }
  return found;
}
