import { z } from 'zod';
import { CreditLedgerReason } from './leads.ts';
import { text } from './text.ts';

// -- usage: where the credits went, per day and per list -----------------------------------

/** How many days the usage view covers by default, and at most. */
export const CREDIT_USAGE_DAYS = 30;
export const CREDIT_USAGE_DAYS_MAX = 90;

/** `GET /api/credits/usage?days=` */
export const CreditUsageQuery = z.object({
  days: z.coerce
    .number({ error: 'Days must be a number.' })
    .int('Days must be a whole number.')
    .min(1, 'Days must be at least 1.')
    .max(CREDIT_USAGE_DAYS_MAX, `Days can be at most ${CREDIT_USAGE_DAYS_MAX}.`)
    .optional(),
});
export type CreditUsageQuery = z.infer<typeof CreditUsageQuery>;

/**
 * One UTC calendar day. `spent`: credits paid for reveals; `added`: credits that came in
 * (purchases, staff grants, the sign-up grant, bounce refunds); `taken`: credits taken back
 * (a staff reduction, a refunded pack). The balance moved by `added − spent − taken`.
 */
export const CreditUsageDay = z.object({
  /** `YYYY-MM-DD`, a UTC day. */
  date: z.string(),
  spent: z.number().int(),
  added: z.number().int(),
  taken: z.number().int(),
});
export type CreditUsageDay = z.infer<typeof CreditUsageDay>;

/**
 * Credits spent in the period revealing leads that are in this list now. A lead in two lists
 * counts in both, so these may add up to more than `totals.spent`.
 */
export const CreditUsageByList = z.object({
  listId: z.string(),
  name: z.string(),
  spent: z.number().int(),
  /** Leads of the list revealed in the period. */
  leads: z.number().int(),
});
export type CreditUsageByList = z.infer<typeof CreditUsageByList>;

export const CreditUsage = z.object({
  /** Oldest first, one entry per UTC day up to today's, days without movement at zero. */
  days: z.array(CreditUsageDay),
  /** The person's lists with spending in the period, most spent first. */
  byList: z.array(CreditUsageByList),
  totals: z.object({
    spent: z.number().int(),
    added: z.number().int(),
    taken: z.number().int(),
    /** Reveal actions (a call, or a whole-search job) in the period. */
    reveals: z.number().int(),
    /** Leads those reveals paid for. */
    leadsRevealed: z.number().int(),
  }),
  /** The period's first instant (UTC midnight), ISO 8601. */
  since: z.string(),
});
export type CreditUsage = z.infer<typeof CreditUsage>;

// -- activity: the ledger with each reveal as one row ---------------------------------------

/**
 * One line of the credit history: a ledger row, or every `reveal` row of one reveal summed
 * (`revealId` set). `leadCount` adds up the rows' counts (a whole-search job writes one row
 * per batch); `balanceAfter` and `createdAt` are the newest row's.
 */
export const CreditActivityItem = z.object({
  /** The ledger row's id; for a reveal, its newest row's. */
  _id: z.string(),
  reason: CreditLedgerReason,
  delta: z.number().int(),
  balanceAfter: z.number().int(),
  revealId: z.string().nullable(),
  leadCount: z.number().int().nullable(),
  /** A one-lead reveal's lead. */
  leadId: z.string().nullable(),
  /** A purchase's or refund's order: its id and the order number people see. */
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  actor: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
});
export type CreditActivityItem = z.infer<typeof CreditActivityItem>;

/** `GET /api/credits/activity?cursor=&limit=`, newest first. */
export const CreditActivityQuery = z.object({
  cursor: text({ label: 'Cursor', max: 500 }).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export type CreditActivityQuery = z.infer<typeof CreditActivityQuery>;

export const CreditActivityPage = z.object({
  items: z.array(CreditActivityItem),
  nextCursor: z.string().nullable(),
});
export type CreditActivityPage = z.infer<typeof CreditActivityPage>;
