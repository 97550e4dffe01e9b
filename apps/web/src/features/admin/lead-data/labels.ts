import type {
  LeadCompanySize,
  LeadDepartment,
  LeadEmailStatus,
  LeadImport,
  LeadImportStatus,
  LeadSeniority,
} from '@leadvault/contract';

/** The lead filters kept in the Leads screen's address. */
export const FILTER_KEYS = [
  'q',
  'email',
  'domain',
  'country',
  'seniority',
  'department',
  'companySize',
  'emailStatus',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** How the back office names the contract's values. */
export const ENUM_LABELS: {
  seniority: Record<LeadSeniority, string>;
  department: Record<LeadDepartment, string>;
  companySize: Record<LeadCompanySize, string>;
  emailStatus: Record<LeadEmailStatus, string>;
} = {
  seniority: {
    owner: 'Owner',
    c_level: 'C-level',
    vp: 'VP',
    director: 'Director',
    manager: 'Manager',
    senior: 'Senior',
    entry: 'Entry',
  },
  department: {
    executive: 'Executive',
    sales: 'Sales',
    marketing: 'Marketing',
    engineering: 'Engineering',
    it: 'IT',
    finance: 'Finance',
    hr: 'HR',
    operations: 'Operations',
    legal: 'Legal',
    support: 'Support',
    other: 'Other',
  },
  companySize: {
    '1-10': '1-10',
    '11-50': '11-50',
    '51-200': '51-200',
    '201-500': '201-500',
    '501-1000': '501-1,000',
    '1001-5000': '1,001-5,000',
    '5001+': '5,001+',
  },
  emailStatus: {
    valid: 'Valid',
    accept_all: 'Accept-all',
    unknown: 'Unknown',
    invalid: 'Invalid',
  },
};

export const IMPORT_STATUS_LABELS: Record<LeadImportStatus, string> = {
  uploaded: 'Waiting for mapping',
  queued: 'Queued',
  running: 'Importing',
  done: 'Done',
  failed: 'Failed',
};

/** "1,200 of 5,000 rows done (24%)"; imports uploaded before the row count say the share read. */
export function rowsDoneText(leadImport: Pick<LeadImport, 'total' | 'rowsTotal' | 'progress'>) {
  const done = leadImport.total.toLocaleString('en-US');
  return leadImport.rowsTotal === null
    ? `${leadImport.progress}% of the file read · ${done} rows so far`
    : `${done} of ${leadImport.rowsTotal.toLocaleString('en-US')} rows done (${leadImport.progress}%)`;
}
