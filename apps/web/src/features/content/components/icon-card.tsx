import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A white card with an icon tile, a title and a short text (the contact page's ways to reach
 * us, the deposit page's top-up option). An `action` sits at its end, beside the text from
 * `sm` up.
 */
export function IconCard({
  as: Card = 'div',
  heading: Heading = 'h3',
  icon,
  title,
  action,
  children,
}: {
  as?: 'div' | 'li';
  heading?: 'h2' | 'h3';
  icon: ReactNode;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const hasAction = action !== undefined;
  return (
    <Card
      className={cn(
        'flex gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm',
        hasAction && 'flex-col sm:flex-row sm:items-center',
      )}
    >
      <span
        className={cn(
          'flex shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600',
          hasAction ? 'size-11' : 'size-12',
        )}
      >
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <Heading className="text-base font-semibold text-slate-900">{title}</Heading>
        <div className="mt-1 text-sm leading-relaxed break-words text-slate-600">{children}</div>
      </div>
      {hasAction ? <div className="shrink-0">{action}</div> : null}
    </Card>
  );
}
