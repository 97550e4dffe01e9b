import type { FinderAnswer } from '@leadvault/contract';

/** Test fixture (imported by tests only): an answer the finder found and charged for. */
export const FOUND_ANSWER: FinderAnswer = {
  email: 'ada.lovelace@acme.example',
  emailStatus: 'valid',
  confidence: 96,
  pattern: 'first.last',
  patternShare: '14 of 15 verified addresses at acme.example',
  verificationReason: 'mailbox_exists',
  domain: 'acme.example',
  leadId: '6f9d1c1e-0000-4000-8000-000000000009',
  charged: 1,
  balance: 4,
};
