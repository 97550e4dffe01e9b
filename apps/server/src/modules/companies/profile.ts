import { COMPANY_NOT_FOUND, type CompanyProfile, LeadCompanySize } from '@leadvault/contract';
import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { leads } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { companyOf, domainKnowledge } from '../finder/index.ts';
import { notSuppressed } from '../leads/index.ts';

/**
 * A company page's facts: what most of our leads at the domain say of the company, the finder's
 * knowledge of its e-mail (pattern, share, catch-all, mail host) and exact counts of the leads we
 * hold there. Removed (suppressed) leads count nowhere; a domain without leads is a 404.
 */
export async function companyProfile(db: DbOrTx, domain: string): Promise<CompanyProfile> {
  const known = await domainKnowledge(db, domain);
  const company = companyOf(known.rows);
  if (!company) {
    throw new HttpError(404, COMPANY_NOT_FOUND, `We hold no leads at ${domain}.`);
  }
  // Exact counts: the knowledge reads a bounded sample of the domain's leads.
  const [counts] = await db
    .select({ leads: count(), checkedLeads: count(leads.verificationReason) })
    .from(leads)
    .where(and(eq(leads.companyDomain, domain), notSuppressed));
  const { inferred } = known;
  const size = LeadCompanySize.safeParse(company.companySize);
  return {
    domain,
    companyName: company.companyName,
    industry: company.industry,
    companySize: size.success ? size.data : null,
    country: company.country,
    pattern: inferred.pattern,
    patternShare: inferred.pattern
      ? { matching: inferred.explained, verified: inferred.known }
      : null,
    catchAll: known.catchAll,
    mailHost: known.mailHost,
    leads: counts?.leads ?? 0,
    checkedLeads: counts?.checkedLeads ?? 0,
  };
}
