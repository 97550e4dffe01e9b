import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { StatePanel } from './panels';

/** What a failed query offers a failure piece: its error and a way to ask again. */
export type FailedQuery = { error: Error; refetch: () => unknown; isFetching: boolean };

export type LoadErrorTexts = {
  /** Heading of the error alert. */
  title?: string;
  /** What a 404 says; the server's message when not given. */
  notFound?: string;
};

/** A back-office load that failed, said plainly, with Try Again (404: the record does not exist). */
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

/** What a page says when the thing it shows does not exist (a 404). */
export type NotFoundState = { title: string; text: string; action: ReactNode; icon?: ReactNode };

/**
 * The panel of a customer's page whose query failed: the server's message and 'Try again';
 * with `notFound`, a 404 instead says the thing is missing and where to go.
 */
export function QueryFailure({
  query,
  icon,
  title,
  notFound,
}: {
  query: FailedQuery;
  icon: ReactNode;
  title: string;
  notFound?: NotFoundState;
}) {
  if (notFound && isApiError(query.error) && query.error.status === 404) {
    return (
      <StatePanel
        tone="warning"
        icon={notFound.icon ?? icon}
        title={notFound.title}
        actions={notFound.action}
      >
        <p>{notFound.text}</p>
      </StatePanel>
    );
  }
  return (
    <StatePanel
      tone="error"
      icon={icon}
      title={title}
      actions={
        <Button
          variant="secondary"
          onClick={() => void query.refetch()}
          isLoading={query.isFetching}
          loadingText="Retrying..."
        >
          Try again
        </Button>
      }
    >
      <p role="alert">{errorText(query.error, '')}</p>
    </StatePanel>
  );
}

/** A public page's section that failed to load: what happened and a way to try again. */
export function SectionError({
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
