import type {
  CreditLedgerReason,
  LeadCompanySize,
  LeadDepartment,
  LeadEmailStatus,
  LeadSeniority,
} from '@leadvault/contract';
import { LEAD_TOTAL_CAP } from '@leadvault/contract';

export const SENIORITY_LABELS: Record<LeadSeniority, string> = {
  owner: 'Owner',
  c_level: 'C-level',
  vp: 'VP',
  director: 'Director',
  manager: 'Manager',
  senior: 'Senior',
  entry: 'Entry level',
};

export const DEPARTMENT_LABELS: Record<LeadDepartment, string> = {
  executive: 'Executive',
  sales: 'Sales',
  marketing: 'Marketing',
  engineering: 'Engineering',
  it: 'IT',
  finance: 'Finance',
  hr: 'Human resources',
  operations: 'Operations',
  legal: 'Legal',
  support: 'Support',
  other: 'Other',
};

export const COMPANY_SIZE_LABELS: Record<LeadCompanySize, string> = {
  '1-10': '1–10 employees',
  '11-50': '11–50 employees',
  '51-200': '51–200 employees',
  '201-500': '201–500 employees',
  '501-1000': '501–1,000 employees',
  '1001-5000': '1,001–5,000 employees',
  '5001+': '5,001+ employees',
};

export const EMAIL_STATUS_LABELS: Record<LeadEmailStatus, string> = {
  valid: 'Verified',
  accept_all: 'Accept-all',
  unknown: 'Unknown',
  invalid: 'Invalid',
};

export const LEDGER_REASON_LABELS: Record<CreditLedgerReason, string> = {
  signup: 'Welcome credits',
  purchase: 'Credit pack purchase',
  staff: 'Changed by our team',
  reveal: 'E-mail revealed',
  refund: 'Refund',
  bounce_refund: 'Bounce refund',
};

const regionNames = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' });
  } catch {
    return null;
  }
})();

/** 'DE' -> 'Germany' (the code itself where the browser does not know it). */
export function countryName(code: string): string {
  try {
    return regionNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '12 Oct 2026'; '' for a missing or broken date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** '12 Oct 2026, 14:05' */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}

export const formatCount = (value: number) => value.toLocaleString('en-US');

/** '1 credit', '25 credits' */
export const credits = (value: number) =>
  `${formatCount(value)} ${Math.abs(value) === 1 ? 'credit' : 'credits'}`;

/** '1 lead', '3 leads' */
export const leads = (value: number) => `${formatCount(value)} ${value === 1 ? 'lead' : 'leads'}`;

/** `••••@acme.example`: the shape of an e-mail that is not revealed yet. */
export const maskedEmail = (domain: string) => `••••@${domain}`;

/** The count line when there are more matches than the server counts. */
export const LEAD_COUNT_CAPPED = `More than ${formatCount(LEAD_TOTAL_CAP)} leads found`;
