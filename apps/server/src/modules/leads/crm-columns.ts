import { leadValueLabel } from '@leadvault/contract';
import type { LeadRow } from './present.ts';

/** What a CRM-ready file reads of a lead (a row read with `leadColumns`). */
export type CrmLead = Omit<LeadRow, 'createdAt' | 'suppressedAt'>;

const dateOnly = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : '');

/**
 * The columns of the files we deliver, with the headers a person (and a CRM's import) reads:
 * labels, never codes ("C-level", "IT", "1–10 employees", "United Kingdom"), our status and the
 * date of our check on every row.
 */
export const CRM_COLUMNS: Array<[header: string, value: (lead: CrmLead) => string]> = [
  ['First Name', (lead) => lead.firstName],
  ['Last Name', (lead) => lead.lastName],
  ['Email', (lead) => lead.email],
  ['Email Status', (lead) => leadValueLabel('emailStatus', lead.emailStatus)],
  ['Email Checked On', (lead) => (lead.verificationReason ? dateOnly(lead.verifiedAt) : '')],
  ['Job Title', (lead) => lead.jobTitle],
  ['Seniority', (lead) => leadValueLabel('seniority', lead.seniority)],
  ['Department', (lead) => leadValueLabel('department', lead.department)],
  ['Company Name', (lead) => lead.companyName],
  ['Company Domain', (lead) => lead.companyDomain],
  ['Industry', (lead) => lead.industry],
  [
    'Company Size',
    (lead) => (lead.companySize ? leadValueLabel('companySize', lead.companySize) : ''),
  ],
  ['Country', (lead) => leadValueLabel('country', lead.country)],
  ['City', (lead) => lead.city],
  ['LinkedIn URL', (lead) => lead.linkedinUrl],
];

export const CRM_HEADERS = CRM_COLUMNS.map(([header]) => header);

/** One lead as the file's cells, in CRM_COLUMNS order. */
export const crmRow = (lead: CrmLead): string[] => CRM_COLUMNS.map(([, value]) => value(lead));
