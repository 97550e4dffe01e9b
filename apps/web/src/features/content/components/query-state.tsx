import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { Section } from './section';

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

/** A section that failed to load: what happened and a way to try again. */
export function LoadError({
  what,
  onRetry,
  isRetrying = false,
  className,
}: {
  /** e.g. "our packages" -> "We couldn't load our packages." */
  what: string;
  onRetry: () => void;
  isRetrying?: boolean;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'mx-auto flex max-w-lg flex-col items-center rounded-xl border border-slate-200 bg-white px-6 py-8 text-center shadow-sm',
        className,
      )}
    >
      <span className="flex size-11 items-center justify-center rounded-full bg-amber-50 text-amber-600">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="size-5"
        >
          <path d="M12 8v5m0 3h.01M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
        </svg>
      </span>
      <p className="mt-4 text-base font-semibold text-slate-900">We couldn't load {what}.</p>
      <p className="mt-1 text-sm text-slate-600">
        Please check your connection and try again in a moment.
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-5"
        onClick={onRetry}
        isLoading={isRetrying}
        loadingText="Retrying..."
      >
        Try again
      </Button>
    </div>
  );
}

/** Nothing to show yet: a calm note instead of an empty hole in the page. */
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

/** A home-page band whose record failed to load, in the band's own tone. */
export function SectionLoadError({
  query,
  tone,
}: {
  query: { refetch: () => unknown; isFetching: boolean };
  tone?: ComponentProps<typeof Section>['tone'];
}) {
  return (
    <Section tone={tone}>
      <LoadError
        what="this section"
        onRetry={() => query.refetch()}
        isRetrying={query.isFetching}
      />
    </Section>
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

/**
 * A list band's states: its `loading` skeletons while the query is pending, the failure with
 * Try again (`what` names the list), the `empty` note when it has no rows, else `children(rows)`.
 */
export function ListStates<T>({
  query,
  loading,
  what,
  empty,
  children,
}: {
  query: UseQueryResult<T[]>;
  loading: ReactNode;
  /** e.g. "the features" -> "We couldn't load the features." */
  what: string;
  empty: ReactNode;
  children: (rows: T[]) => ReactNode;
}) {
  if (query.isPending) return <>{loading}</>;
  if (query.isError) {
    return <LoadError what={what} onRetry={() => query.refetch()} isRetrying={query.isFetching} />;
  }
  return <>{query.data.length === 0 ? empty : children(query.data)}</>;
}
