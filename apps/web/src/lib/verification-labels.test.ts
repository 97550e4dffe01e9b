import { VERIFICATION_REASONS } from '@leadvault/contract';
import { describe, expect, it } from 'vitest';
import {
  CHECK_STATUS_LABELS,
  catchAllText,
  reasonLabel,
  smtpCodes,
  VERIFICATION_REASON_LABELS,
} from './verification-labels';

describe('the verification labels', () => {
  it('names every reason the contract knows, in words', () => {
    for (const reason of VERIFICATION_REASONS) {
      expect(VERIFICATION_REASON_LABELS[reason]).toMatch(/^[A-Z]/);
    }
    expect(reasonLabel('mailbox_exists')).toBe('Mailbox exists');
    expect(reasonLabel('catch_all')).toBe('Domain accepts any address');
    expect(reasonLabel('mailbox_not_found')).toBe('Mailbox not found');
  });

  it('shows a reason it does not know as the server sent it, and nothing for none', () => {
    expect(reasonLabel('quota_exceeded')).toBe('quota exceeded');
    expect(reasonLabel(null)).toBe('');
  });

  it('names the statuses as the badge says them', () => {
    expect(CHECK_STATUS_LABELS.valid).toBe('Valid');
    expect(CHECK_STATUS_LABELS.accept_all).toBe('Accept-all (catch-all)');
  });

  it('says whether the domain is catch-all only when the check got that far', () => {
    expect(catchAllText({ reason: 'catch_all' })).toMatch(/^Yes/);
    expect(catchAllText({ reason: 'mailbox_exists' })).toMatch(/^No/);
    expect(catchAllText({ reason: 'mailbox_not_found' })).toMatch(/^No/);
    expect(catchAllText({ reason: 'timeout' })).toMatch(/^Not known/);
  });

  it('writes the SMTP code and the enhanced code together', () => {
    expect(smtpCodes({ smtpCode: 550, enhancedCode: '5.1.1' })).toBe('550 5.1.1');
    expect(smtpCodes({ smtpCode: 250, enhancedCode: null })).toBe('250');
    expect(smtpCodes({ smtpCode: null, enhancedCode: null })).toBe('');
  });
});
