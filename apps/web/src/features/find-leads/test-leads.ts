import type { Lead } from '@leadvault/contract';

/** Test fixture (imported by tests only): a lead still locked, `overrides` for the case at hand. */
export function lockedLead(overrides: Partial<Lead> = {}): Lead {
  return {
    _id: '6f9d1c1e-0000-4000-8000-000000000003',
    firstName: 'Ann',
    lastName: 'Lee',
    jobTitle: 'CFO',
    seniority: 'c_level',
    department: 'finance',
    companyName: 'Acme Industries',
    companyDomain: 'acme.example',
    industry: 'Manufacturing',
    companySize: '201-500',
    country: 'DE',
    city: 'Berlin',
    linkedinUrl: '',
    emailStatus: 'valid',
    verifiedAt: null,
    verificationReason: null,
    unlocked: false,
    email: null,
    ...overrides,
  };
}
