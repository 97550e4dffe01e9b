import {
  creditsAddedSentence,
  type Order,
  type Package,
  type PackageKind,
} from '@leadvault/contract';

/**
 * What a purchase ends with: a credit pack's credits, a database's links and files, or the files
 * of a database cut from our leads, prepared after the payment and e-mailed when ready.
 */
export type PurchaseKind = PackageKind | 'segment';

export const packagePurchaseKind = (pkg: Pick<Package, 'kind' | 'segment'>): PurchaseKind =>
  pkg.segment ? 'segment' : pkg.kind;

/** The purchase's steps: a credit pack ends with its credits, a database with its access. */
export function checkoutStepNames(kind: PurchaseKind = 'database'): readonly string[] {
  const last = { credit_pack: 'Credits added', database: 'Database access', segment: 'Your files' };
  return ['Your details', 'Payment', last[kind]];
}

export const FILES_PREPARING_TEXT =
  'Your files are being prepared: we will e-mail you when they are ready.';

/** The toast once PayPal's payment is captured (`kind`: what the pay page knew it buys). */
export function paymentReceivedMessage(
  order: Pick<Order, 'packageKind' | 'packageCredits' | 'cut'>,
  kind?: PurchaseKind,
) {
  if (order.packageKind === 'credit_pack')
    return `Payment received. ${creditsAddedSentence(order.packageCredits)} to your balance.`;
  return order.cut || kind === 'segment'
    ? `Payment received. ${FILES_PREPARING_TEXT}`
    : 'Payment received. Your databases are ready.';
}

/** The sentences of the purchase pages that depend on what is bought. */
export const PURCHASE_TEXTS: Record<
  PurchaseKind,
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
  segment: {
    accessTitle: 'Files cut for you',
    access:
      'Once the payment is confirmed we cut your files (CSV and Excel) from freshly checked contacts and e-mail you when they are ready.',
    paid: 'Its files are being prepared: we e-mail you when they are ready, and they appear in My Orders.',
    refunded: 'was refunded and its files were withdrawn.',
    unlock:
      'we start preparing your files as soon as PayPal confirms the payment, and e-mail you when they are ready.',
  },
};
