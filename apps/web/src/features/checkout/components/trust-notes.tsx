import { BoltIcon, ShieldIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { PURCHASE_TEXTS, type PurchaseKind } from '../purchase-texts';
import { LockIcon } from './icons';

const notesFor = (kind: PurchaseKind) =>
  [
    {
      icon: LockIcon,
      title: 'Secure payment by PayPal',
      text: 'Pay with your PayPal balance or a card. We never see or store card details.',
    },
    {
      icon: BoltIcon,
      title: PURCHASE_TEXTS[kind].accessTitle,
      text: PURCHASE_TEXTS[kind].access,
    },
    {
      icon: ShieldIcon,
      title: 'One-time price in USD',
      text: 'No subscription and no hidden fees: you pay exactly the amount shown.',
    },
  ] as const;

/** Why the buyer can pay with confidence. */
export function TrustNotes({
  className,
  kind = 'database',
}: {
  className?: string;
  kind?: PurchaseKind;
}) {
  return (
    <ul className={cn('space-y-4', className)}>
      {notesFor(kind).map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-3">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-emerald-50 text-emerald-600">
            <Icon className="size-4" />
          </span>
          <div className="min-w-0">
            <p className="text-sm font-semibold text-slate-900">{title}</p>
            <p className="text-sm text-slate-600">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
