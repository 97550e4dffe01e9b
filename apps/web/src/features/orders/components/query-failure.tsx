import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { StatePanel } from './state-panel';

/** What a failed query offers the panel: its error and a way to ask again. */
type FailedQuery = { error: Error; refetch: () => unknown; isFetching: boolean };

/** What a page says when the thing it shows does not exist (a 404). */
export type NotFoundState = { title: string; text: string; action: ReactNode; icon?: ReactNode };

/**
 * The panel of a page whose query failed: the server's message and 'Try again'; with
 * `notFound`, a 404 instead says the thing is missing and where to go.
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
      <p role="alert">{query.error.message}</p>
    </StatePanel>
  );
}

/**
 * A storefront query's states in order: `loading` while pending, QueryFailure when it failed,
 * `empty` when `isEmpty` says the data holds nothing, else `children(data)`.
 */
export function QueryContent<T>({
  query,
  loading,
  failure,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  loading: ReactNode;
  failure: { icon: ReactNode; title: string; notFound?: NotFoundState };
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError) return <QueryFailure query={query} {...failure} />;
  if (isEmpty?.(query.data)) return empty;
  return children(query.data);
}
