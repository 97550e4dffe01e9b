import { describe, expect, it } from 'vitest';
import { checkoutStepNames, paymentReceivedMessage } from './purchase-texts';

describe('purchase texts', () => {
  it('names a credit pack purchase by its credits, a database by its access', () => {
    expect(checkoutStepNames('credit_pack')).toEqual(['Your details', 'Payment', 'Credits added']);
    expect(checkoutStepNames('database')).toEqual(['Your details', 'Payment', 'Database access']);
    expect(checkoutStepNames()).toContain('Database access');
  });

  it('toasts the credits a pack added, and databases only for a database', () => {
    expect(paymentReceivedMessage({ packageKind: 'credit_pack', packageCredits: 100 })).toBe(
      'Payment received. 100 credits added to your balance.',
    );
    expect(paymentReceivedMessage({ packageKind: 'database', packageCredits: 0 })).toBe(
      'Payment received. Your databases are ready.',
    );
  });
});
