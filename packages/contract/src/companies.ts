import { z } from 'zod';
import { domainName, LeadCompanySize } from './leads.ts';

// Company pages (issue 30): what we hold at one company domain, for Find Leads'
// `/find-leads/companies/:domain` and API keys.

/** Error code of the 404 of `GET /api/companies/:domain`: we hold no lead at that domain. */
export const COMPANY_NOT_FOUND = 'COMPANY_NOT_FOUND';

/** `GET /api/companies/:domain`: the domain as people type it (`www.Acme.com` is `acme.com`). */
export const CompanyParams = z.object({ domain: domainName });
export type CompanyParams = z.infer<typeof CompanyParams>;

/** How many of the valid addresses we hold at the domain follow its pattern. */
export const CompanyPatternShare = z.object({
  /** Addresses the pattern writes. */
  matching: z.number().int(),
  /** Valid addresses we hold there, of named people: what the pattern is read from. */
  verified: z.number().int(),
});
export type CompanyPatternShare = z.infer<typeof CompanyPatternShare>;

/**
 * A company as our leads at its domain describe it: the name, industry, size and country most of
 * them give, the e-mail pattern read from their valid addresses, whether the mail server accepts
 * every address, and how many leads (not removed) we hold there and how many our check concluded.
 */
export const CompanyProfile = z.object({
  domain: z.string(),
  companyName: z.string(),
  industry: z.string(),
  companySize: LeadCompanySize.nullable(),
  /** ISO 3166 alpha-2. */
  country: z.string(),
  /** `first.last`, `flast`, ... (the finder's patterns); null while no valid address explains one. */
  pattern: z.string().nullable(),
  patternShare: CompanyPatternShare.nullable(),
  /** Whether the mail server accepts any address (null: not known yet). */
  catchAll: z.boolean().nullable(),
  /** The mail server our checks spoke to; null when none was reached yet. */
  mailHost: z.string().nullable(),
  leads: z.number().int(),
  /** Leads whose address our own check concluded (`verificationReason` set). */
  checkedLeads: z.number().int(),
});
export type CompanyProfile = z.infer<typeof CompanyProfile>;
