import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
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

/** The page frame of the customer's pages: width, padding and vertical rhythm. */
export function PageContainer({
  children,
  narrow = false,
  className,
}: {
  children: ReactNode;
  /** A single form or message: keep lines short. */
  narrow?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'mx-auto px-4 py-10 sm:px-6 sm:py-14 lg:px-8',
        narrow ? 'max-w-3xl' : 'max-w-7xl',
        className,
      )}
    >
      {children}
    </div>
  );
}

/** A loading state that says what is loading (announced politely). */
export function LoadingBlock({ label, className }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex min-h-60 flex-col items-center justify-center gap-3 text-indigo-600',
        className,
      )}
    >
      <Spinner size="lg" />
      <span className="text-sm font-medium text-slate-500">{label}</span>
    </div>
  );
}
