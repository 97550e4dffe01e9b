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

/** A whole company domain: lower-cased, a leading `@` or `www.`/scheme typed by habit dropped. */
export const SuppressionDomain = text({ label: 'Domain', max: 253 })
  .transform((value) =>
    value
      .toLowerCase()
      .replace(/^[a-z]+:\/\//, '')
      .replace(/^@/, '')
      .replace(/\/.*$/, ''),
  )
  .pipe(z.string().regex(DOMAIN, { error: SUPPRESSION_DOMAIN_MESSAGE }));

/** `POST /api/admin/suppressions`: an address or a whole domain (exactly one), and why. */
export const CreateSuppressionInput = z
  .object({
    email: emailField({
      required: 'Enter the e-mail address to suppress.',
      invalid: 'Invalid email address.',
    }).optional(),
    domain: SuppressionDomain.optional(),
    reason: text({
      label: 'Reason',
      max: TEXT_MAX.short,
      required: 'Enter why this address or domain is suppressed.',
    }),
  })
  .superRefine((value, context) => {
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
  });
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
