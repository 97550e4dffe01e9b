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

/** What a list says when it holds nothing yet: a neutral panel with the list's icon. */
export type EmptyState = { title: string; text?: ReactNode; action?: ReactNode };

/**
 * A storefront query's states in order: `loading` while pending, QueryFailure (`failure`, with
 * the page's `icon`) when it failed, the `empty` panel (same icon) when `isEmpty` says the data
 * holds nothing, else `children(data)`.
 */
export function QueryContent<T>({
  query,
  icon,
  loading,
  failure,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  icon: ReactNode;
  loading: ReactNode;
  /** The failure panel's title ("We couldn't load your lists"). */
  failure: string;
  isEmpty?: (data: T) => boolean;
  empty?: EmptyState;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError) return <QueryFailure query={query} icon={icon} title={failure} />;
  if (empty && isEmpty?.(query.data)) {
    return (
      <StatePanel tone="neutral" icon={icon} title={empty.title} actions={empty.action}>
        {empty.text}
      </StatePanel>
    );
  }
  return children(query.data);
}
