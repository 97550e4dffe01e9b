import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';

/** Loading and load-failure states shared by every back-office screen. */

export function LoadingBlock({ label = 'Loading...' }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-16 text-sm text-slate-600"
    >
      <Spinner className="text-indigo-600" />
      {label}
    </div>
  );
}

/** What a failed call says to the person: the server's message, or a plain one. */
export function errorText(error: unknown, fallback = 'Something went wrong.'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

export type LoadErrorTexts = {
  /** Heading of the error alert. */
  title?: string;
  /** What a 404 says; the server's message when not given. */
  notFound?: string;
};

/** A failed load, said plainly, with Try Again (404: the record does not exist). */
export function LoadError({
  error,
  onRetry,
  title = 'Could not load this page.',
  notFound,
}: { error: unknown; onRetry?: () => void } & LoadErrorTexts) {
  if (isApiError(error) && error.status === 404) {
    return <Alert variant="warning">{notFound ?? errorText(error, 'Not found.')}</Alert>;
  }
  return (
    <Alert variant="error" title={title}>
      <p>{errorText(error)}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
          Try Again
        </Button>
      ) : null}
    </Alert>
  );
}

/** The dashed box that says a list has nothing in it yet. */
export function EmptyBlock({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-sm text-slate-500">
      {children}
    </div>
  );
}

/**
 * Renders `children(data)` once the query has data; a spinner or the error (with Try Again)
 * before. With `isEmpty` and `empty`, data that holds nothing shows the empty box instead.
 */
export function QueryState<T>({
  query,
  label,
  errorTexts,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  label?: string;
  errorTexts?: LoadErrorTexts;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingBlock label={label} />;
  if (query.isError) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} {...errorTexts} />;
  }
  if (empty !== undefined && isEmpty?.(query.data)) return <EmptyBlock>{empty}</EmptyBlock>;
  return <>{children(query.data)}</>;
}
