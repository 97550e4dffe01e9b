import {
  LEAD_EXPORT_COLUMNS,
  type LeadExportColumn,
  type LeadExportFormat,
  leadValueLabel,
} from '@leadvault/contract';
import type { LeadRow } from './present.ts';

/** What a file reads of a lead (a row read with `leadColumns`). */
export type CrmLead = Omit<LeadRow, 'createdAt' | 'suppressedAt'>;

type Cell = (lead: CrmLead) => string;

const dateOnly = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : '');
/** The date of our check; empty until we checked the address. */
const checkedOn: Cell = (lead) => (lead.verificationReason ? dateOnly(lead.verifiedAt) : '');

/**
 * Every column a lead file can hold: the header a person (and a CRM's import) reads, the value
 * as a label ("C-level", "IT", "1–10 employees", "United Kingdom") and as the stored code.
 */
const COLUMNS: Record<LeadExportColumn, { header: string; label: Cell; code: Cell }> = {
  firstName: { header: 'First Name', label: (l) => l.firstName, code: (l) => l.firstName },
  lastName: { header: 'Last Name', label: (l) => l.lastName, code: (l) => l.lastName },
  email: { header: 'Email', label: (l) => l.email, code: (l) => l.email },
  emailStatus: {
    header: 'Email Status',
    label: (l) => leadValueLabel('emailStatus', l.emailStatus),
    code: (l) => l.emailStatus,
  },
  verifiedAt: { header: 'Email Checked On', label: checkedOn, code: checkedOn },
  verificationReason: {
    header: 'Check Result',
    label: (l) => (l.verificationReason ?? '').replaceAll('_', ' '),
    code: (l) => l.verificationReason ?? '',
  },
  jobTitle: { header: 'Job Title', label: (l) => l.jobTitle, code: (l) => l.jobTitle },
  seniority: {
    header: 'Seniority',
    label: (l) => leadValueLabel('seniority', l.seniority),
    code: (l) => l.seniority,
  },
  department: {
    header: 'Department',
    label: (l) => leadValueLabel('department', l.department),
    code: (l) => l.department,
  },
  companyName: { header: 'Company Name', label: (l) => l.companyName, code: (l) => l.companyName },
  companyDomain: {
    header: 'Company Domain',
    label: (l) => l.companyDomain,
    code: (l) => l.companyDomain,
  },
  industry: { header: 'Industry', label: (l) => l.industry, code: (l) => l.industry },
  companySize: {
    header: 'Company Size',
    label: (l) => (l.companySize ? leadValueLabel('companySize', l.companySize) : ''),
    code: (l) => l.companySize ?? '',
  },
  country: {
    header: 'Country',
    label: (l) => leadValueLabel('country', l.country),
    code: (l) => l.country,
  },
  city: { header: 'City', label: (l) => l.city, code: (l) => l.city },
  linkedinUrl: { header: 'LinkedIn URL', label: (l) => l.linkedinUrl, code: (l) => l.linkedinUrl },
};

const website: Cell = (lead) => (lead.companyDomain ? `https://${lead.companyDomain}` : '');
const label = (column: LeadExportColumn): Cell => COLUMNS[column].label;

/**
 * Presets a CRM imports as they are, under the headers its import maps by itself: HubSpot's
 * contact properties and Salesforce's lead fields (Data Import Wizard).
 */
const PRESETS: Record<'hubspot' | 'salesforce', Array<[header: string, cell: Cell]>> = {
  hubspot: [
    ['First Name', label('firstName')],
    ['Last Name', label('lastName')],
    ['Email', label('email')],
    ['Job Title', label('jobTitle')],
    ['Company Name', label('companyName')],
    ['Website URL', website],
    ['Industry', label('industry')],
    ['City', label('city')],
    ['Country/Region', label('country')],
  ],
  salesforce: [
    ['First Name', label('firstName')],
    ['Last Name', label('lastName')],
    ['Email', label('email')],
    ['Title', label('jobTitle')],
    ['Company', label('companyName')],
    ['Website', website],
    ['Industry', label('industry')],
    ['City', label('city')],
    ['Country', label('country')],
    ['Lead Source', () => 'LeadVault'],
  ],
};

export type LeadFileLayout = { headers: string[]; row: (lead: CrmLead) => string[] };

/** The headers and cells of a lead file in this format (`columns`: a crm or codes file's). */
export function leadFileLayout(
  format: LeadExportFormat,
  columns: readonly LeadExportColumn[] = LEAD_EXPORT_COLUMNS,
): LeadFileLayout {
  if (format === 'hubspot' || format === 'salesforce') {
    const preset = PRESETS[format];
    return {
      headers: preset.map(([header]) => header),
      row: (lead) => preset.map(([, cell]) => cell(lead)),
    };
  }
  const readable = format === 'crm';
  return {
    headers: columns.map((column) => (readable ? COLUMNS[column].header : column)),
    row: (lead) => columns.map((column) => COLUMNS[column][readable ? 'label' : 'code'](lead)),
  };
}

/** The files we deliver (segment packages): readable, every column but the check's reason. */
const DELIVERED = leadFileLayout(
  'crm',
  LEAD_EXPORT_COLUMNS.filter((column) => column !== 'verificationReason'),
);
export const CRM_HEADERS = DELIVERED.headers;
export const crmRow = DELIVERED.row;
