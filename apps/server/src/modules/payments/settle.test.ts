import { describe, expect, it } from 'vitest';
import type { PayPalCapture, PayPalOrder } from './paypal-client.ts';
import { decideSettlement } from './settle.ts';

const ORDER = {
  id: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
  packagePriceCents: 4900,
  discountCents: 0,
  paymentStatus: 'Pending',
};

function paypalOrder(capture?: Partial<PayPalCapture>, status = 'COMPLETED'): PayPalOrder {
  return {
    id: 'PAYPALORDER123456',
    status,
    purchase_units: [
      {
        custom_id: ORDER.id,
        amount: { currency_code: 'USD', value: '49.00' },
        ...(capture
          ? {
              payments: {
                captures: [
                  {
                    id: 'CAPTURE0000000001',
                    status: 'COMPLETED',
                    amount: { currency_code: 'USD', value: '49.00' },
                    custom_id: ORDER.id,
                    ...capture,
                  },
                ],
              },
            }
          : {}),
      },
    ],
  };
}

describe('decideSettlement', () => {
  it('fulfils a Pending order with a completed capture of its exact price, for it, in USD', () => {
    expect(decideSettlement(ORDER, paypalOrder({}))).toEqual({
      action: 'fulfil',
      captureId: 'CAPTURE0000000001',
    });
    expect(
      decideSettlement(ORDER, paypalOrder({ amount: { currency_code: 'USD', value: '49' } })),
    ).toMatchObject({ action: 'fulfil' });
  });

  it('says so when the order is already Received, whatever PayPal says', () => {
    const received = { ...ORDER, paymentStatus: 'Received' };
    expect(decideSettlement(received, paypalOrder({}))).toEqual({ action: 'already-received' });
    expect(decideSettlement(received, paypalOrder(undefined, 'APPROVED'))).toEqual({
      action: 'already-received',
    });
  });

  it('does not fulfil without a completed capture, even when the PayPal order is COMPLETED', () => {
    expect(decideSettlement(ORDER, paypalOrder(undefined, 'APPROVED'))).toMatchObject({
      action: 'not-captured',
      captureStatus: undefined,
    });
    for (const status of ['DECLINED', 'PENDING', 'FAILED', 'REFUNDED']) {
      expect(decideSettlement(ORDER, paypalOrder({ status }))).toMatchObject({
        action: 'not-captured',
        captureStatus: status,
      });
    }
    expect(
      decideSettlement(
        ORDER,
        paypalOrder({ status: 'PENDING', status_details: { reason: 'PENDING_REVIEW' } }),
      ),
    ).toMatchObject({ reason: expect.stringContaining('PENDING_REVIEW') });
  });

  it('gives back a capture of another amount or currency, and refuses one for another order', () => {
    const wrongAmounts = [
      { amount: { currency_code: 'USD', value: '1.00' } },
      { amount: { currency_code: 'USD', value: '49.01' } },
      { amount: { currency_code: 'EUR', value: '49.00' } },
      { amount: undefined },
    ];
    for (const capture of wrongAmounts) {
      expect(decideSettlement(ORDER, paypalOrder(capture))).toMatchObject({
        action: 'return',
        capture: { id: 'CAPTURE0000000001' },
        reason: expect.stringContaining('does not match the order'),
      });
    }
    const forAnother = paypalOrder({ custom_id: 'another-order' });
    forAnother.purchase_units = forAnother.purchase_units?.map((unit) => ({
      ...unit,
      custom_id: 'another-order',
    }));
    expect(decideSettlement(ORDER, forAnother)).toMatchObject({ action: 'refuse' });
  });

  it('gives back the money captured for a Cancelled or Refunded order instead of fulfilling it', () => {
    for (const paymentStatus of ['Cancelled', 'Refunded']) {
      expect(decideSettlement({ ...ORDER, paymentStatus }, paypalOrder({}))).toMatchObject({
        action: 'return',
        capture: { id: 'CAPTURE0000000001' },
        reason: `The order was ${paymentStatus} when PayPal captured its payment.`,
      });
    }
  });
});
