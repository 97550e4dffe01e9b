import { z } from 'zod';
import {
  LEAD_EXPORT_COLUMNS,
  LEAD_EXPORT_FORMATS,
  LeadFilters,
  LeadListInput,
  RevealQuote,
} from './leads.ts';

// Whole-search selection (issue 30): "Select all N results" acts on the first
// LEAD_SELECTION_MAX matches of a search (in id order) through a job with progress.

/** How many matches of a search a whole-search selection holds at most. */
export const LEAD_SELECTION_MAX = 10_000;

/** `POST /api/leads/selection/quote`: the search's filters, as `GET /api/leads` reads them. */
export const SelectionQuoteInput = z.object({ filters: LeadFilters });
export type SelectionQuoteInput = z.input<typeof SelectionQuoteInput>;

/**
 * What revealing the whole selection would do (the reveal quote's counts over it), with how
 * many leads it holds and whether the search matched more than LEAD_SELECTION_MAX.
 */
export const SelectionQuote = RevealQuote.extend({
  /** Leads in the selection: the search's matches, at most LEAD_SELECTION_MAX. */
  total: z.number().int(),
  /** True when the search matches more leads than the selection holds. */
  capped: z.boolean(),
});
export type SelectionQuote = z.infer<typeof SelectionQuote>;

export const SELECTION_ACTIONS = ['reveal', 'list', 'export'] as const;
export type SelectionAction = (typeof SELECTION_ACTIONS)[number];

export const SELECTION_JOB_STATUSES = ['queued', 'running', 'done', 'stopped', 'failed'] as const;
export type SelectionJobStatus = (typeof SELECTION_JOB_STATUSES)[number];

/** Why a reveal job left leads unrevealed: the balance ran out, or the credit cap was reached. */
export const SELECTION_STOP_REASONS = ['out_of_credits', 'max_credits'] as const;
export type SelectionStopReason = (typeof SELECTION_STOP_REASONS)[number];

/**
 * `POST /api/leads/selection/jobs`. `reveal` spends credits (never more than `maxCredits`);
 * `list` adds every lead to a list (`listId`, or a new list named `listName`), free; `export`
 * writes a CSV of the selection's unlocked leads in `format` (and `columns`), free.
 */
export const SelectionJobInput = z
  .object({
    filters: LeadFilters,
    action: z.enum(SELECTION_ACTIONS),
    listId: z.uuid('The list id is not valid.').optional(),
    listName: LeadListInput.shape.name.optional(),
    maxCredits: z.number().int().min(0).max(LEAD_SELECTION_MAX).optional(),
    format: z.enum(LEAD_EXPORT_FORMATS).optional(),
    columns: z.array(z.enum(LEAD_EXPORT_COLUMNS)).min(1).optional(),
  })
  .superRefine((input, context) => {
    const both = input.listId !== undefined && input.listName !== undefined;
    const neither = input.listId === undefined && input.listName === undefined;
    if (input.action === 'list' && (both || neither)) {
      context.addIssue({
        code: 'custom',
        path: ['listId'],
        message: 'Choose a list (listId) or name a new one (listName).',
      });
    }
  });
export type SelectionJobInput = z.input<typeof SelectionJobInput>;

/** A whole-search job as `GET /api/leads/selection/jobs/:id` answers it. */
export const SelectionJob = z.object({
  _id: z.string(),
  action: z.enum(SELECTION_ACTIONS),
  status: z.enum(SELECTION_JOB_STATUSES),
  /** Leads in the selection (fixed when the job was made). */
  total: z.number().int(),
  /** Leads gone through so far. */
  done: z.number().int(),
  /** 0-100. */
  progress: z.number().int(),
  /** Credits spent (reveal). */
  charged: z.number().int(),
  /** Leads revealed by this job (reveal). */
  revealed: z.number().int(),
  /** Leads that were already the caller's (reveal, export). */
  owned: z.number().int(),
  /** Leads not for sale: unknown, invalid, removed, or not confirmed by our check (reveal). */
  unavailable: z.number().int(),
  /** Of `unavailable`, those whose check had not concluded yet: not charged, try again later. */
  checking: z.number().int(),
  /** Leads added to the list (list) or written to the file (export). */
  added: z.number().int(),
  maxCredits: z.number().int().nullable(),
  stopReason: z.enum(SELECTION_STOP_REASONS).nullable(),
  listId: z.string().nullable(),
  format: z.enum(LEAD_EXPORT_FORMATS).nullable(),
  /** The CSV of an export, once done (owner only). */
  fileUrl: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type SelectionJob = z.infer<typeof SelectionJob>;
