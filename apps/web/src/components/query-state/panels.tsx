import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type StateTone = 'success' | 'warning' | 'error' | 'info' | 'neutral';

const bubbles: Record<StateTone, string> = {
  success: 'bg-emerald-50 text-emerald-600',
  warning: 'bg-amber-50 text-amber-600',
  error: 'bg-red-50 text-red-600',
  info: 'bg-indigo-50 text-indigo-600',
  neutral: 'bg-slate-100 text-slate-500',
};

/**
 * A page's whole answer in one calm card: an icon, a heading, a few words and what to do next.
 * Used for outcomes (payment received, cancelled) and for empty, missing and failed states.
 */
export function StatePanel({
  tone = 'info',
  icon,
  title,
  children,
  actions,
  className,
}: {
  tone?: StateTone;
  icon: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm sm:px-10',
        className,
      )}
    >
      <span className={cn('flex size-14 items-center justify-center rounded-full', bubbles[tone])}>
        {icon}
      </span>
      <h2 className="mt-5 text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">{title}</h2>
      {children ? (
        <div className="mt-3 w-full space-y-4 text-sm leading-relaxed text-slate-600 sm:text-base">
          {children}
        </div>
      ) : null}
      {actions ? (
        <div className="mt-8 flex w-full flex-col-reverse justify-center gap-3 sm:w-auto sm:flex-row">
          {actions}
        </div>
      ) : null}
    </div>
  );
}

/** The dashed box that says a back-office list has nothing in it yet. */
export function EmptyBlock({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-sm text-slate-500">
      {children}
    </div>
  );
}

/** Nothing to show yet on a public page: a calm note instead of an empty hole in the page. */
export function EmptyState({
  title,
  description,
  className,
}: {
  title: string;
  description?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'mx-auto max-w-lg rounded-xl border border-dashed border-slate-300 bg-white/60 px-6 py-10 text-center',
        className,
      )}
    >
      <p className="text-base font-semibold text-slate-900">{title}</p>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
    </div>
  );
}
