import { z } from 'zod';
import { domainName } from './leads.ts';
import { TEXT_MAX, text } from './text.ts';

// The e-mail finder and domain search (issue 29, LEADS.md "E-mail finder and bulk enrichment"):
// a name and a company in, an address our own check answers for out, charged only when found.

const namePart = (label: string) =>
  text({ label, max: TEXT_MAX.name, required: `Enter the ${label.toLowerCase()}.` });

/** `POST /api/finder`: the person, and the company's domain (or its name, when we hold it). */
export const FinderInput = z
  .object({
    firstName: namePart('First name'),
    lastName: namePart('Last name'),
    domain: domainName.optional(),
    companyName: text({ label: 'Company', max: TEXT_MAX.name }).optional(),
  })
  .refine((input) => Boolean(input.domain || input.companyName), {
    path: ['domain'],
    message: 'Enter the company’s domain (acme.com) or its name.',
  });
export type FinderInput = z.infer<typeof FinderInput>;

/** Why the finder answered no address (nothing was charged). */
export const FINDER_MISSES = [
  /** No company of that name in our leads. */
  'unknown_company',
  /** We hold no lead at that domain: no company facts to file a found address under. */
  'unknown_domain',
  /** Every candidate our check could read was refused by the mail server. */
  'not_found',
  /** The mail server gave no verdict in time (greylisting, timeouts): try again later. */
  'unverifiable',
  /** E-mail checks are off on this server: only addresses we hold can be answered. */
  'checks_off',
  /** The person or the domain asked not to be contacted. */
  'not_available',
] as const;
export type FinderMiss = (typeof FINDER_MISSES)[number];

export const FinderAnswer = z.object({
  email: z.string().nullable(),
  /** `valid`: the mailbox accepted; `accept_all`: the domain accepts everything (a best guess). */
  emailStatus: z.enum(['valid', 'accept_all']).nullable(),
  /** 0-100: how sure we are that this is the person's address. */
  confidence: z.number().int(),
  /** The pattern the answer follows (`first.last`), null for an address we held. */
  pattern: z.string().nullable(),
  /** "14 of 15 verified addresses at acme.com". */
  patternShare: z.string().nullable(),
  verificationReason: z.string().nullable(),
  domain: z.string().nullable(),
  /** Our lead now holding the address (unlocked by the caller). */
  leadId: z.string().nullable(),
  /** Credits this question cost (0 or 1). */
  charged: z.number().int(),
  balance: z.number().int(),
  /** Set when `email` is null. */
  reason: z.enum(FINDER_MISSES).optional(),
});
export type FinderAnswer = z.infer<typeof FinderAnswer>;

/** `GET /api/finder/domain?domain=` */
export const DomainSearchQuery = z.object({ domain: domainName });
export type DomainSearchQuery = z.infer<typeof DomainSearchQuery>;

export const DomainSearch = z.object({
  domain: z.string(),
  pattern: z.string().nullable(),
  patternShare: z.string().nullable(),
  /** Whether the mail server accepts any address (null: not known yet). */
  catchAll: z.boolean().nullable(),
  mailHost: z.string().nullable(),
  /** `google`, `microsoft`, ... when the mail host belongs to a known provider. */
  provider: z.string().nullable(),
  leads: z.number().int(),
  verifiedLeads: z.number().int(),
});
export type DomainSearch = z.infer<typeof DomainSearch>;
