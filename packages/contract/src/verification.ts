import { z } from 'zod';
import { LeadEmailStatus, LeadFilters } from './leads.ts';

// Our own e-mail checks (LEADS.md, "E-mail verification"; issue 26): the staff API over their
// store. A check's status is one of the lead's e-mail statuses (LEAD_EMAIL_STATUSES).

/**
 * Why a check concluded what it did. The first twelve are LEADS.md's; the rest name the ways a
 * check can end without a verdict that LEADS.md leaves unnamed (all `unknown`).
 */
export const VERIFICATION_REASONS = [
  'syntax',
  'disposable',
  'null_mx',
  'no_mail_host',
  'dns_error',
  'blocked_host',
  'mailbox_exists',
  'catch_all',
  'mailbox_not_found',
  'greylisted',
  'blocked',
  'timeout',
  'connection_failed',
  'protocol_error',
  'smtp_error',
  'http_error',
] as const;
export const VerificationReason = z.enum(VERIFICATION_REASONS);
export type VerificationReason = z.infer<typeof VerificationReason>;

/** Facts beside the verdict, never verdicts themselves. */
export const VERIFICATION_FLAGS = ['role', 'webmail', 'full_inbox'] as const;
export const VerificationFlag = z.enum(VERIFICATION_FLAGS);
export type VerificationFlag = z.infer<typeof VerificationFlag>;

export const VERIFICATION_METHODS = ['smtp', 'http'] as const;
export const VerificationMethod = z.enum(VERIFICATION_METHODS);
export type VerificationMethod = z.infer<typeof VerificationMethod>;

/** Leads one `POST /api/admin/verifications` names by id at most. */
export const VERIFICATION_LEAD_IDS_MAX = 1000;
/** Leads an import or a filter queues at most in one call (the first ones by id). */
export const VERIFICATION_QUEUE_MAX = 10_000;
/** Days `GET /api/admin/verifications/summary` covers. */
export const VERIFICATION_SUMMARY_DAYS = 30;
/** Error code of the 409 answered while checks are off (`VERIFY_METHOD=off`). */
export const VERIFICATION_OFF = 'VERIFICATION_OFF';

/**
 * `POST /api/admin/verifications`: exactly one of `leadIds` (≤ 1000), `importId` (the leads an
 * import loaded) or `filter` (the Find Leads filters). Suppressed leads are never checked.
 */
export const QueueVerificationsInput = z
  .object({
    leadIds: z
      .array(z.uuid('A lead id is not valid.'), { error: 'Choose at least one lead.' })
      .min(1, 'Choose at least one lead.')
      .max(VERIFICATION_LEAD_IDS_MAX, `At most ${VERIFICATION_LEAD_IDS_MAX} leads at once.`)
      .transform((ids) => [...new Set(ids)])
      .optional(),
    importId: z.uuid('The import id is not valid.').optional(),
    filter: LeadFilters.optional(),
  })
  .strict()
  .refine(
    (input) =>
      [input.leadIds, input.importId, input.filter].filter((value) => value !== undefined)
        .length === 1,
    { message: 'Name the leads to check in one way: leadIds, importId or filter.' },
  );
export type QueueVerificationsInput = z.infer<typeof QueueVerificationsInput>;

/** Checks queued: the leads whose check now waits in the background. */
export const QueueVerificationsResult = z.object({ queued: z.number().int() });
export type QueueVerificationsResult = z.infer<typeof QueueVerificationsResult>;

/** One check of a lead's address, with its evidence (`GET /api/admin/leads/:id/verifications`). */
export const LeadVerification = z.object({
  _id: z.string(),
  /** The address as checked (a lead's e-mail may have been edited since). */
  email: z.string(),
  status: LeadEmailStatus,
  reason: VerificationReason,
  flags: z.array(VerificationFlag),
  smtpCode: z.number().int().nullable(),
  enhancedCode: z.string().nullable(),
  /** The mail server's answer, at most 200 characters. */
  reply: z.string().nullable(),
  mailHost: z.string().nullable(),
  method: VerificationMethod,
  durationMs: z.number().int(),
  checkedAt: z.string(),
});
export type LeadVerification = z.infer<typeof LeadVerification>;

/** Newest first. */
export const LeadVerificationList = z.object({ items: z.array(LeadVerification) });
export type LeadVerificationList = z.infer<typeof LeadVerificationList>;

/** `GET /api/admin/verifications/summary`: the checks of the last 30 days. */
export const VerificationSummary = z.object({
  /** The configured method (`VERIFY_METHOD`): smtp, http or off. */
  method: z.enum(['smtp', 'http', 'off']),
  days: z.number().int(),
  /** Checks in the period. */
  checks: z.number().int(),
  /** Checks by status, every status present (0 when none). */
  byStatus: z.record(LeadEmailStatus, z.number().int()),
  /** Checks by reason; reasons with none are left out. */
  byReason: z.partialRecord(VerificationReason, z.number().int()),
  /** One entry per day (UTC), oldest first, every day of the period present. */
  perDay: z.array(
    z.object({
      day: z.string(),
      checks: z.number().int(),
      valid: z.number().int(),
      accept_all: z.number().int(),
      invalid: z.number().int(),
      unknown: z.number().int(),
    }),
  ),
  /** Checks waiting in the queue now (greylisting retries included). */
  waiting: z.number().int(),
});
export type VerificationSummary = z.infer<typeof VerificationSummary>;
