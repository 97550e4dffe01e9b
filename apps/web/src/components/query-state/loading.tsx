import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

/**
 * A spinner that says what is loading. `boxed` (the back office): a white card with the label
 * beside the spinner; `page` (the customer's pages): a tall open area, the label below, said
 * politely.
 */
export function LoadingBlock({
  label = 'Loading...',
  variant = 'boxed',
  className,
}: {
  label?: string;
  variant?: 'boxed' | 'page';
  className?: string;
}) {
  if (variant === 'page') {
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
  return (
    <div
      role="status"
      className={cn(
        'flex items-center justify-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-16 text-sm text-slate-600',
        className,
      )}
    >
      <Spinner className="text-indigo-600" />
      {label}
    </div>
  );
}

/** A grey placeholder block shaped like the content it stands for. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'block animate-pulse rounded-lg bg-slate-200/80 motion-reduce:animate-none',
        className,
      )}
    />
  );
}

/** Wraps skeletons so assistive tech hears that something is loading. */
export function Loading({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-busy="true" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

/** A section heading's place while its title record loads: eyebrow, title and description lines. */
export function HeadingSkeleton({
  label,
  description = true,
}: {
  label: string;
  description?: boolean;
}) {
  return (
    <Loading label={label} className="mx-auto max-w-2xl">
      <Skeleton className="mx-auto h-4 w-24" />
      <Skeleton className="mx-auto mt-4 h-9 w-4/5" />
      {description ? <Skeleton className="mx-auto mt-5 h-5 w-full" /> : null}
    </Loading>
  );
}
