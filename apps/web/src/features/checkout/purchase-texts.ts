import { creditsAddedSentence, type Order, type PackageKind } from '@leadvault/contract';

/** The purchase's steps: a credit pack ends with its credits, a database with its access. */
export function checkoutStepNames(kind: PackageKind = 'database'): readonly string[] {
  return ['Your details', 'Payment', kind === 'credit_pack' ? 'Credits added' : 'Database access'];
}

/** The toast once PayPal's payment is captured. */
export function paymentReceivedMessage(order: Pick<Order, 'packageKind' | 'packageCredits'>) {
  return order.packageKind === 'credit_pack'
    ? `Payment received. ${creditsAddedSentence(order.packageCredits)} to your balance.`
    : 'Payment received. Your databases are ready.';
}

/** The sentences of the purchase pages that depend on what is bought. */
export const PURCHASE_TEXTS: Record<
  PackageKind,
  { accessTitle: string; access: string; paid: string; refunded: string; unlock: string }
> = {
  database: {
    accessTitle: 'Instant access',
    access: 'Your database links appear in My Orders as soon as the payment is confirmed.',
    paid: 'Its databases are waiting for you in My Orders.',
    refunded: 'was refunded and its database links were withdrawn.',
    unlock: 'your databases unlock as soon as PayPal confirms the payment.',
  },
  credit_pack: {
    accessTitle: 'Credits at once',
    access: 'The credits are added to your balance as soon as the payment is confirmed.',
    paid: 'Its credits were added to your balance.',
    refunded: 'was refunded and its unspent credits were taken back.',
    unlock: 'the credits are added to your balance as soon as PayPal confirms the payment.',
  },
};
