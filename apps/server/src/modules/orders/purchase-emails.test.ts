import { creditsAddedSentence, refundCreditsSentence } from '@leadvault/contract';
import { describe, expect, it } from 'vitest';
import { creditPackEmail } from './order-email.ts';
import { refundEmail, refundedCreditsSentence } from './refund-email.ts';

const values = {
  customerName: 'Ada <Lovelace>',
  orderId: 'AB12CD34',
  packageName: '100 credits',
  amount: '$19.00',
  ordersUrl: 'https://shop.example/user-dashboard/my-orders/',
};

describe('credit pack texts', () => {
  it('says how many credits were added and the balance', () => {
    expect(creditsAddedSentence(100, 105)).toBe('100 credits added; your balance is 105');
    expect(creditsAddedSentence(1)).toBe('1 credit added');
    expect(creditsAddedSentence(1500, 2000)).toBe('1,500 credits added; your balance is 2,000');
  });

  it('mails a pack as credits, escaping what the customer typed', () => {
    const mail = creditPackEmail('ada@example.com', {
      ...values,
      credits: 100,
      balance: 105,
      findLeadsUrl: 'https://shop.example/find-leads',
    });
    expect(mail.text).toContain(
      'Your payment has been received: 100 credits added; your balance is 105.',
    );
    expect(mail.text).toContain('Credit pack: 100 credits');
    expect(mail.text).not.toMatch(/database/i);
    expect(mail.html).toContain('Ada &#60;Lovelace&#62;');
    expect(mail.html).not.toMatch(/database/i);
  });
});

describe('refund texts', () => {
  it('tells the Admin what a refund takes back before confirming', () => {
    const preview = (granted: number, toTakeBack: number) => ({
      amount: 19,
      packageKind: 'credit_pack' as const,
      credits: { granted, toTakeBack, spent: granted - toTakeBack },
    });
    expect(refundCreditsSentence(preview(100, 40))).toBe(
      "40 of this pack's 100 credits are left to take back; 60 were spent and stay spent.",
    );
    expect(refundCreditsSentence(preview(100, 100))).toBe(
      'All 100 credits of this pack are still unspent and will be taken back.',
    );
    expect(refundCreditsSentence(preview(100, 0))).toBe(
      'All 100 credits of this pack were spent: none are left to take back.',
    );
    expect(
      refundCreditsSentence({ amount: 49, packageKind: 'database', credits: null }),
    ).toBeNull();
  });

  it('tells the customer the money and, for a pack, the credits taken back', () => {
    expect(refundedCreditsSentence({ granted: 100, toTakeBack: 40, spent: 60 })).toBe(
      '40 credits of this pack were taken back from your balance; the 60 you had already spent stay yours.',
    );
    expect(refundedCreditsSentence({ granted: 1, toTakeBack: 1, spent: 0 })).toBe(
      '1 credit of this pack was taken back from your balance.',
    );
    const mail = refundEmail('ada@example.com', {
      ...values,
      packageName: 'Starter',
      credits: null,
    });
    expect(mail.subject).toBe('Your LeadVault order AB12CD34 was refunded');
    expect(mail.text).toContain(
      'Your payment of $19.00 USD for Starter (order AB12CD34) was refunded',
    );
    expect(mail.text).toContain('marked Refunded');
    expect(mail.text).not.toContain('credit');
  });
});
