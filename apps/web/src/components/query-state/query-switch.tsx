import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError, type LoadErrorTexts, QueryFailure, SectionError } from './failure';
import { LoadingBlock } from './loading';
import { EmptyBlock, StatePanel } from './panels';

/**
 * The one order of a query's states, which every loading wrapper below follows: `loading`
 * while pending, `failure` when it failed, `empty` when `isEmpty(data)` says the data holds
 * nothing (only when `empty` is given), else `children(data)`.
 */
export function QuerySwitch<T>({
  query,
  loading,
  failure,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  loading: ReactNode;
  failure: ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <>{loading}</>;
  if (query.isError) return <>{failure}</>;
  if (empty !== undefined && isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}

/**
 * A back-office query: a spinner (`label`) while pending, the error with Try Again
 * (`errorTexts`; a 404 says `notFound`), the dashed empty box when `isEmpty` and `empty` say
 * so, else `children(data)`.
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
  return (
    <QuerySwitch
      query={query}
      loading={<LoadingBlock label={label} />}
      failure={
        <LoadError error={query.error} onRetry={() => void query.refetch()} {...errorTexts} />
      }
      isEmpty={isEmpty}
      empty={empty === undefined ? undefined : <EmptyBlock>{empty}</EmptyBlock>}
    >
      {children}
    </QuerySwitch>
  );
}

/** What a customer's list says when it holds nothing yet: a neutral panel with the list's icon. */
export type EmptyPanel = { title: string; text?: ReactNode; action?: ReactNode };

/**
 * A customer's page query: `loading` while pending, QueryFailure (`failure`, with the page's
 * `icon`) when it failed, the `empty` panel (same icon) when `isEmpty` says the data holds
 * nothing, else `children(data)`.
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
  empty?: EmptyPanel;
  children: (data: T) => ReactNode;
}) {
  return (
    <QuerySwitch
      query={query}
      loading={loading}
      failure={query.isError ? <QueryFailure query={query} icon={icon} title={failure} /> : null}
      isEmpty={isEmpty}
      empty={
        empty ? (
          <StatePanel tone="neutral" icon={icon} title={empty.title} actions={empty.action}>
            {empty.text}
          </StatePanel>
        ) : undefined
      }
    >
      {children}
    </QuerySwitch>
  );
}

/**
 * A public list section's states: its `loading` skeletons while the query is pending, the
 * failure with Try again (`what` names the list), the `empty` note when it has no rows, else
 * `children(rows)`.
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
  return (
    <QuerySwitch
      query={query}
      loading={loading}
      failure={
        <SectionError what={what} onRetry={() => query.refetch()} isRetrying={query.isFetching} />
      }
      isEmpty={(rows) => rows.length === 0}
      empty={empty}
    >
      {children}
    </QuerySwitch>
  );
}
