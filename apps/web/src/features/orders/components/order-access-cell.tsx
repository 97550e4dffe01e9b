import { creditsAddedSentence, isCreditPackOrder, type Order } from '@leadvault/contract';
import { AccessLinks } from './access-links';
import { CutFiles } from './cut-files';

/**
 * My Orders' Access cell: what the order gives its buyer. A credit pack shows the credits it
 * added (never database slots), a database cut from our leads its files; a refunded order says
 * what the refund withdrew.
 */
export function OrderAccessCell({ order }: { order: Order }) {
  const refunded = order.paymentStatus === 'Refunded';
  if (isCreditPackOrder(order)) {
    return (
      <span
        className={refunded ? 'text-sm text-slate-600' : 'text-sm font-semibold text-emerald-700'}
      >
        {refunded
          ? 'Refunded: unspent credits taken back'
          : creditsAddedSentence(order.packageCredits)}
      </span>
    );
  }
  if (refunded) {
    return <span className="text-sm text-slate-600">Refunded: access withdrawn</span>;
  }
  if (order.cut) return <CutFiles order={order} cut={order.cut} />;
  return <AccessLinks order={order} />;
}
