import {
  COMPANY_SIZE_LABELS,
  DEPARTMENT_LABELS,
  EMAIL_STATUS_LABELS,
  type LeadCompanySize,
  type LeadDepartment,
  type LeadEmailStatus,
  type LeadSeniority,
  SENIORITY_LABELS,
} from '@leadvault/contract';
import type { LeadRow } from './present.ts';

/** What a CRM-ready file reads of a lead (a row read with `leadColumns`). */
export type CrmLead = Omit<LeadRow, 'createdAt' | 'suppressedAt'>;

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string) => {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
};
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
  [
    'Email Status',
    (lead) => EMAIL_STATUS_LABELS[lead.emailStatus as LeadEmailStatus] ?? lead.emailStatus,
  ],
  ['Email Checked On', (lead) => (lead.verificationReason ? dateOnly(lead.verifiedAt) : '')],
  ['Job Title', (lead) => lead.jobTitle],
  ['Seniority', (lead) => SENIORITY_LABELS[lead.seniority as LeadSeniority] ?? lead.seniority],
  ['Department', (lead) => DEPARTMENT_LABELS[lead.department as LeadDepartment] ?? lead.department],
  ['Company Name', (lead) => lead.companyName],
  ['Company Domain', (lead) => lead.companyDomain],
  ['Industry', (lead) => lead.industry],
  [
    'Company Size',
    (lead) =>
      lead.companySize
        ? (COMPANY_SIZE_LABELS[lead.companySize as LeadCompanySize] ?? lead.companySize)
        : '',
  ],
  ['Country', (lead) => countryName(lead.country)],
  ['City', (lead) => lead.city],
  ['LinkedIn URL', (lead) => lead.linkedinUrl],
];

export const CRM_HEADERS = CRM_COLUMNS.map(([header]) => header);

/** One lead as the file's cells, in CRM_COLUMNS order. */
export const crmRow = (lead: CrmLead): string[] => CRM_COLUMNS.map(([, value]) => value(lead));
