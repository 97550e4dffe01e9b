import { describe, expect, it } from 'vitest';
import { BOUNCE_OUTCOME_TEXT, checkedText, NOT_CHECKED_TEXT, uncheckedText } from './labels';

const now = Date.parse('2026-11-26T12:00:00Z');
const daysAgo = (days: number) => new Date(now - days * 86_400_000).toISOString();

describe('the e-mail badge text', () => {
  it('says when our check concluded', () => {
    const lead = { verifiedAt: daysAgo(3), verificationReason: 'mailbox_exists', unlocked: false };
    expect(checkedText(lead, now)).toBe('checked 3 days ago');
    expect(checkedText({ ...lead, verifiedAt: daysAgo(1) }, now)).toBe('checked yesterday');
  });

  it('says a lead we never checked is checked free at the reveal', () => {
    expect(checkedText({ verifiedAt: null, verificationReason: null, unlocked: false }, now)).toBe(
      'Not checked yet — checked free when you reveal',
    );
    // A supplier's date without our reason is not our check.
    expect(
      checkedText({ verifiedAt: daysAgo(2), verificationReason: null, unlocked: false }, now),
    ).toBe(NOT_CHECKED_TEXT);
    expect(checkedText({ verifiedAt: null, verificationReason: null, unlocked: true }, now)).toBe(
      'Not checked yet',
    );
  });

  it('never says a check is in the future', () => {
    const ahead = new Date(now + 5 * 60_000).toISOString();
    expect(
      checkedText({ verifiedAt: ahead, verificationReason: 'catch_all', unlocked: true }, now),
    ).toBe('checked just now');
  });
});

describe('the reveal and bounce texts', () => {
  it('says how many leads the reveal checks first', () => {
    expect(uncheckedText(3)).toBe(
      '3 of these are checked first, free: you pay only for addresses our check confirms',
    );
    expect(uncheckedText(1)).toMatch(/^1 of these is checked first/);
  });

  it('says each bounce outcome', () => {
    expect(BOUNCE_OUTCOME_TEXT.refunded).toBe('Refunded — 1 credit is back');
    expect(BOUNCE_OUTCOME_TEXT.still_deliverable).toBe(
      'Our check still reaches this address — no refund',
    );
    expect(BOUNCE_OUTCOME_TEXT.checking).toBe(
      'Checking — we refund automatically if it does not confirm',
    );
  });
});
