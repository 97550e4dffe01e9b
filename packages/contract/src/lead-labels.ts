import type { LeadCompanySize, LeadDepartment, LeadEmailStatus, LeadSeniority } from './leads.ts';

// How people read the lead vocabulary: the customer screens, package promises and the files we
// deliver all use these words, never the codes (`c_level`, `it`, `1-10`).

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
  valid: 'Valid',
  accept_all: 'Accept-all',
  unknown: 'Unknown',
  invalid: 'Invalid',
};

const regionNames = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' });
  } catch {
    return null;
  }
})();

/** 'DE' -> 'Germany' (the code itself where the runtime does not know it). */
export function countryName(code: string): string {
  try {
    return regionNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

const VALUE_LABELS = {
  seniority: SENIORITY_LABELS,
  department: DEPARTMENT_LABELS,
  companySize: COMPANY_SIZE_LABELS,
  emailStatus: EMAIL_STATUS_LABELS,
} as const;

/**
 * How a lead's coded value reads ("c_level" → "C-level", "US" → "United States"); a value the
 * vocabulary lacks, and free-text fields (industry), read as they are.
 */
export function leadValueLabel(field: string, value: string): string {
  if (field === 'country') return countryName(value);
  const labels = VALUE_LABELS[field as keyof typeof VALUE_LABELS] as
    | Record<string, string>
    | undefined;
  return labels?.[value] ?? value;
}
