import { z } from 'zod';
import { emailField } from './email.ts';
import { TEXT_MAX, text } from './text.ts';

// Suppression (LEADS.md rule 5): people who asked to be removed. Staff add an address or a whole
// domain in the back office; a public opt-out adds the person's address once they confirm it.

export const SUPPRESSION_SOURCES = ['staff', 'opt_out'] as const;
export const SuppressionSource = z.enum(SUPPRESSION_SOURCES);
export type SuppressionSource = z.infer<typeof SuppressionSource>;

/** The sentence customers see in place of a lead that was suppressed after they unlocked it. */
export const REMOVED_LEAD_TEXT = "Removed at the person's request";

export const SUPPRESSION_DOMAIN_MESSAGE = 'Enter a domain such as example.com.';

/** Labels of one to 63 letters, digits or hyphens, dots between, at least two labels. */
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;

/**
 * A whole company domain: lower-cased; what is typed by habit around it dropped — a scheme, a
 * leading `@`, `www.`, a port, a path, a trailing dot — so `https://www.x.example/` is
 * `x.example` (decision 045: `www.` is a host of the domain, never the company itself).
 */
export const SuppressionDomain = text({ label: 'Domain', max: 253 })
  .transform((value) =>
    value
      .toLowerCase()
      .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
      .replace(/^@/, '')
      .replace(/[/?#].*$/, '')
      .replace(/:\d*$/, '')
      .replace(/\.$/, '')
      .replace(/^www\d*\.(?=[^.]+\.)/, ''),
  )
  .pipe(z.string().regex(DOMAIN, { error: SUPPRESSION_DOMAIN_MESSAGE }));

/** Exactly one of an address or a domain. */
function oneTarget(value: { email?: string; domain?: string }, context: z.RefinementCtx) {
  if (value.email && value.domain) {
    context.addIssue({
      code: 'custom',
      path: ['domain'],
      message: 'Give either an e-mail address or a domain, not both.',
    });
  } else if (!value.email && !value.domain) {
    context.addIssue({
      code: 'custom',
      path: ['email'],
      message: 'Enter an e-mail address or a domain to suppress.',
    });
  }
}

const SuppressionTarget = z.object({
  email: emailField({
    required: 'Enter the e-mail address to suppress.',
    invalid: 'Invalid email address.',
  }).optional(),
  domain: SuppressionDomain.optional(),
});

/** `POST /api/admin/suppressions`: an address or a whole domain (exactly one), and why. */
export const CreateSuppressionInput = SuppressionTarget.extend({
  reason: text({
    label: 'Reason',
    max: TEXT_MAX.short,
    required: 'Enter why this address or domain is suppressed.',
  }),
}).superRefine(oneTarget);
export type CreateSuppressionInput = z.infer<typeof CreateSuppressionInput>;

export const Suppression = z.object({
  _id: z.string(),
  /** The suppressed address, or null for a domain suppression. */
  email: z.string().nullable(),
  /** The suppressed domain (its subdomains included), or null for an address suppression. */
  domain: z.string().nullable(),
  reason: z.string(),
  source: SuppressionSource,
  /** The staff member who added it; null for an opt-out. */
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Suppression = z.infer<typeof Suppression>;

/** The answer to adding one: how many leads it hid at once. */
export const CreatedSuppression = Suppression.extend({ leadsSuppressed: z.number().int() });
export type CreatedSuppression = z.infer<typeof CreatedSuppression>;

/** `POST /api/admin/suppressions/preview`: what a suppression would cover, before it is saved. */
export const SuppressionPreviewInput = SuppressionTarget.superRefine(oneTarget);
export type SuppressionPreviewInput = z.infer<typeof SuppressionPreviewInput>;

export const SuppressionPreview = z.object({
  /** The address or domain as it would be saved (a URL typed in becomes its domain). */
  email: z.string().nullable(),
  domain: z.string().nullable(),
  /** Leads it would hide now (those another suppression hides already are not counted). */
  leadsToHide: z.number().int(),
  /** Whether this address or domain is suppressed already (saving it would answer 409). */
  alreadySuppressed: z.boolean(),
});
export type SuppressionPreview = z.infer<typeof SuppressionPreview>;

/** The answer to removing one: how many leads came back (none another suppression covers). */
export const RemovedSuppression = Suppression.extend({ leadsRestored: z.number().int() });
export type RemovedSuppression = z.infer<typeof RemovedSuppression>;

export const SUPPRESSION_PAGE_SIZE = 25;

export const SuppressionListQuery = z.object({
  /** Part of the address or domain. */
  q: text({ label: 'Search', max: TEXT_MAX.search }).optional(),
  page: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export type SuppressionListQuery = z.infer<typeof SuppressionListQuery>;

export const SuppressionPage = z.object({
  items: z.array(Suppression),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type SuppressionPage = z.infer<typeof SuppressionPage>;
