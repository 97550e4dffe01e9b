import { describe, expect, it } from 'vitest';
import { checkoutStepNames, packagePurchaseKind, paymentReceivedMessage } from './purchase-texts';

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

  it('ends a segment purchase with files being prepared, e-mailed when ready', () => {
    expect(checkoutStepNames('segment')).toEqual(['Your details', 'Payment', 'Your files']);
    expect(
      packagePurchaseKind({
        kind: 'database',
        segment: { rowCount: 20, files: ['Contacts'], available: true },
      }),
    ).toBe('segment');
    expect(packagePurchaseKind({ kind: 'database', segment: null })).toBe('database');
    const cut = {
      status: 'preparing' as const,
      rowCount: 20,
      rows: 0,
      files: [],
      readyAt: null,
      refreshUntil: null,
      replaced: 0,
    };
    expect(paymentReceivedMessage({ packageKind: 'database', packageCredits: 0, cut })).toBe(
      'Payment received. Your files are being prepared: we will e-mail you when they are ready.',
    );
  });
});
