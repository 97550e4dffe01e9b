import { z } from 'zod';
import {
  Lead,
  LeadCompanySize,
  LeadDepartment,
  LeadEmailStatus,
  LeadFilters,
  LeadSeniority,
} from './leads.ts';
import { TEXT_MAX, text } from './text.ts';

// Saved searches and their alerts (issue 30): a customer keeps the filters of a search under a
// name, and may be e-mailed daily or weekly when new leads match them.

export const SAVED_SEARCH_ALERTS = ['off', 'daily', 'weekly'] as const;
export const SavedSearchAlert = z.enum(SAVED_SEARCH_ALERTS);
export type SavedSearchAlert = z.infer<typeof SavedSearchAlert>;

export const SAVED_SEARCH_ALERT_LABELS: Record<SavedSearchAlert, string> = {
  off: 'No alert',
  daily: 'Daily',
  weekly: 'Weekly',
};

/** How many saved searches one person keeps at most. */
export const SAVED_SEARCHES_MAX = 50;

const savedSearchName = text({
  label: 'Name',
  max: TEXT_MAX.name,
  required: 'Give the search a name.',
});

/** `POST /api/saved-searches`: the current filters under a name. */
export const SavedSearchInput = z.object({
  name: savedSearchName,
  filters: LeadFilters,
  alert: SavedSearchAlert.default('off'),
});
export type SavedSearchInput = z.input<typeof SavedSearchInput>;

/** `PUT /api/saved-searches/:id`: a new name, another alert, or both. */
export const SavedSearchUpdate = z
  .object({ name: savedSearchName.optional(), alert: SavedSearchAlert.optional() })
  .refine((input) => input.name !== undefined || input.alert !== undefined, {
    message: 'Give a new name or an alert.',
    path: ['name'],
  });
export type SavedSearchUpdate = z.infer<typeof SavedSearchUpdate>;

/** The filters as a saved search answers them: what LeadFilters reads, values as arrays. */
export const SavedSearchFilters = z.object({
  q: z.string().optional(),
  title: z.array(z.string()).optional(),
  seniority: z.array(LeadSeniority).optional(),
  department: z.array(LeadDepartment).optional(),
  industry: z.array(z.string()).optional(),
  companySize: z.array(LeadCompanySize).optional(),
  country: z.array(z.string()).optional(),
  company: z.string().optional(),
  domain: z.array(z.string()).optional(),
  emailStatus: z.array(LeadEmailStatus).optional(),
});

export const SavedSearch = z.object({
  _id: z.string(),
  name: z.string(),
  filters: SavedSearchFilters,
  alert: SavedSearchAlert,
  /** New leads since this moment are what its next alert tells of. */
  newSince: z.string(),
  lastAlertAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearch>;

export const SavedSearchList = z.array(SavedSearch);
export type SavedSearchList = z.infer<typeof SavedSearchList>;

/** `GET /api/saved-searches/:id/new?cursor=&limit=` */
export const SavedSearchNewQuery = z.object({
  cursor: text({ label: 'Cursor', max: 500 }).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export type SavedSearchNewQuery = z.infer<typeof SavedSearchNewQuery>;

/** The leads matching a saved search that were added since its last alert, oldest first. */
export const SavedSearchNewLeads = z.object({
  since: z.string(),
  items: z.array(Lead),
  nextCursor: z.string().nullable(),
});
export type SavedSearchNewLeads = z.infer<typeof SavedSearchNewLeads>;

/** `POST /api/saved-searches/unsubscribe`: the token of an alert e-mail's link. */
export const SavedSearchUnsubscribeInput = z.object({
  token: text({ label: 'Link', max: 200, required: 'The link is incomplete.' }),
});
export type SavedSearchUnsubscribeInput = z.infer<typeof SavedSearchUnsubscribeInput>;
