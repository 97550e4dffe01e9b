import { describe, expect, it } from 'vitest';
import { revealNote } from '../components/lead-email';
import { revealSummary } from './use-reveal-outcomes';

describe('what a reveal says', () => {
  it('says per lead why it was not revealed', () => {
    expect(revealNote({ status: 'not_available', reason: 'checking' })).toBe(
      'still being checked — try again in a minute, nothing was charged',
    );
    expect(revealNote({ status: 'not_available', reason: 'not_deliverable' })).toBe(
      'our check could not confirm this address — not charged',
    );
    expect(revealNote({ status: 'not_available' })).toBe('Not available: not charged');
    expect(revealNote({ status: 'insufficient_credits' })).toBe('Not revealed: out of credits');
    expect(revealNote({ status: 'charged' })).toBe('');
    expect(revealNote(undefined)).toBe('');
  });

  it("sums the reveal up, our check's reasons included", () => {
    const summary = revealSummary({
      results: [
        { leadId: 'a', status: 'charged', email: 'a@example.com' },
        { leadId: 'b', status: 'not_available', reason: 'checking' },
        { leadId: 'c', status: 'not_available', reason: 'not_deliverable' },
        { leadId: 'd', status: 'not_available', reason: 'not_deliverable' },
        { leadId: 'e', status: 'not_available' },
      ],
      charged: 1,
      balance: 4,
    });
    expect(summary).toBe(
      'Revealed 1 e-mail for 1 credit. 1 unavailable, not charged. ' +
        '1 still being checked — try again in a minute, nothing was charged. ' +
        '2 not revealed: our check could not confirm these addresses — not charged. ' +
        'Balance: 4 credits.',
    );
  });
});
