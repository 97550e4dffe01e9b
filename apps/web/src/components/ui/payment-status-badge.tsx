import type { OrderStatus, PaymentStatus } from '@leadvault/contract';
import { cn } from '@/lib/cn';

const tones: Record<PaymentStatus | OrderStatus, string> = {
  Received: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  Completed: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  Delivered: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  Accepted: 'bg-sky-50 text-sky-700 ring-sky-600/20',
  Pending: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  Cancelled: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  Refunded: 'bg-violet-50 text-violet-700 ring-violet-600/20',
};

/** A payment or order status as a coloured pill (the word itself carries the meaning). */
export function StatusBadge({
  status,
  className,
}: {
  status: PaymentStatus | OrderStatus;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[status],
        className,
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {status}
    </span>
  );
}
