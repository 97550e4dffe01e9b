import { z } from 'zod';
import { LeadEmailStatus, LeadFilters } from './leads.ts';
import { text } from './text.ts';

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
  /** Bounce reports against reveals in the period (the dashboard tile's bounce rate). */
  bounces: z.object({
    /** Leads unlocked (charged reveals) in the period. */
    revealed: z.number().int(),
    /** Bounce reports made in the period. */
    reports: z.number().int(),
    /** Reports that gave the credit back. */
    refunded: z.number().int(),
    /** `refunded / revealed` (0 when nothing was revealed), 0-1. */
    rate: z.number(),
  }),
});
export type VerificationSummary = z.infer<typeof VerificationSummary>;

/**
 * The evidence of our latest check of a lead's address (`GET /api/leads/:id/verification`), for
 * anyone who may search: the lead's own address is masked in the reply unless the caller
 * unlocked it. `catchAll`: the domain accepts any address (why a status is `accept_all`).
 */
export const LeadCheckEvidence = LeadVerification.omit({
  _id: true,
  email: true,
  durationMs: true,
});
export type LeadCheckEvidence = z.infer<typeof LeadCheckEvidence>;
export const LeadCheckEvidenceResponse = z.object({ check: LeadCheckEvidence.nullable() });
export type LeadCheckEvidenceResponse = z.infer<typeof LeadCheckEvidenceResponse>;

// -- bounce reports (LEADS.md rule 6) --------------------------------------------------------

/** Days after an unlock in which its bounce may be reported. */
export const BOUNCE_WINDOW_DAYS = 30;
/** Addresses one `POST /api/leads/bounces` reports at most. */
export const BOUNCE_BULK_MAX = 1000;
/** 409: this unlock's bounce was reported already (once per unlock). */
export const BOUNCE_ALREADY_REPORTED = 'BOUNCE_ALREADY_REPORTED';
/** 409: the unlock is older than BOUNCE_WINDOW_DAYS. */
export const BOUNCE_WINDOW_CLOSED = 'BOUNCE_WINDOW_CLOSED';

/**
 * What a report did: `refunded` (our re-check could not confirm the address as deliverable: the
 * credit is back, ledger reason `bounce_refund`), `still_deliverable` (our check confirms it:
 * no refund), `checking` (the re-check did not conclude in time; it finishes in the background
 * and refunds then if it must).
 */
export const BOUNCE_OUTCOMES = ['refunded', 'still_deliverable', 'checking'] as const;
export const BounceOutcome = z.enum(BOUNCE_OUTCOMES);
export type BounceOutcome = z.infer<typeof BounceOutcome>;

/** The longest note a bounce report keeps. */
export const BOUNCE_NOTE_MAX = 500;

/** `POST /api/leads/:id/bounce` */
export const BounceReportInput = z
  .object({ note: text({ label: 'Note', max: BOUNCE_NOTE_MAX }).optional() })
  .strict();
export type BounceReportInput = z.infer<typeof BounceReportInput>;

export const BounceReportResult = z.object({
  outcome: BounceOutcome,
  emailStatus: LeadEmailStatus,
  verificationReason: z.string().nullable(),
  balance: z.number().int(),
});
export type BounceReportResult = z.infer<typeof BounceReportResult>;

/** `POST /api/leads/bounces` */
export const BulkBounceInput = z
  .object({
    emails: z
      .array(z.string().trim().toLowerCase().max(254), { error: 'List the bounced addresses.' })
      .min(1, 'List at least one address.')
      .max(BOUNCE_BULK_MAX, `At most ${BOUNCE_BULK_MAX} addresses at once.`),
  })
  .strict();
export type BulkBounceInput = z.infer<typeof BulkBounceInput>;

/** Per address: a report's outcome, or why none was made. */
export const BulkBounceOutcome = z.enum([
  ...BOUNCE_OUTCOMES,
  'not_unlocked',
  'already_reported',
  'window_closed',
]);
export const BulkBounceResult = z.object({
  results: z.array(z.object({ email: z.string(), outcome: BulkBounceOutcome })),
  balance: z.number().int(),
});
export type BulkBounceResult = z.infer<typeof BulkBounceResult>;
