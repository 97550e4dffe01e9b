import { cn } from '@/lib/cn';

const tones: Record<string, string> = {
  Received: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  Completed: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  Delivered: 'bg-sky-50 text-sky-700 ring-sky-600/20',
  Accepted: 'bg-indigo-50 text-indigo-700 ring-indigo-600/20',
  Pending: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  Cancelled: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  Refunded: 'bg-rose-50 text-rose-700 ring-rose-600/20',
  Read: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  Unread: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  Admin: 'bg-indigo-50 text-indigo-700 ring-indigo-600/20',
  Manager: 'bg-sky-50 text-sky-700 ring-sky-600/20',
  'On sale': 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  Archived: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  Preparing: 'bg-indigo-50 text-indigo-700 ring-indigo-600/20',
  Ready: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  Short: 'bg-amber-50 text-amber-800 ring-amber-600/20',
};

/** A status word in a coloured pill; the colour only repeats what the word says. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tones[status] ?? 'bg-slate-100 text-slate-700 ring-slate-500/20',
        className,
      )}
    >
      {status}
    </span>
  );
}
