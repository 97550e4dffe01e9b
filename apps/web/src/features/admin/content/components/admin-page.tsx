import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  type LoadErrorTexts,
  LoadError as SharedLoadError,
  QueryState as SharedQueryState,
} from '@/components/kit/query-state';
import { PageTitle } from '@/components/ui/page-title';
import { cn } from '@/lib/cn';

export type BackLink = { to: string; label: string };

/**
 * The frame of a content screen: a link back up the settings tree, the title block and the
 * content, at the admin area's width (`narrow` for a single form).
 */
export function AdminPage({
  title,
  eyebrow,
  description,
  back,
  actions,
  width = 'wide',
  children,
}: {
  title: string;
  eyebrow?: string;
  description?: ReactNode;
  back?: BackLink;
  actions?: ReactNode;
  width?: 'narrow' | 'wide';
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'mx-auto space-y-8 px-4 py-8 sm:px-6 sm:py-10 lg:px-8',
        width === 'narrow' ? 'max-w-3xl' : 'max-w-7xl',
      )}
    >
      <div className="space-y-3">
        {back ? (
          <Link
            to={back.to}
            className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              className="size-4"
            >
              <path d="M19 12H5m6-6-6 6 6 6" />
            </svg>
            {back.label}
          </Link>
        ) : null}
        <PageTitle
          title={title}
          eyebrow={eyebrow}
          description={description}
          actions={actions}
          className="[&_h1]:text-2xl sm:[&_h1]:text-3xl"
        />
      </div>
      {children}
    </div>
  );
}

export { LoadingBlock } from '@/components/kit/query-state';

/** How content screens word a failed load. */
const CONTENT_LOAD_ERROR: LoadErrorTexts = {
  title: 'Could not load this content.',
  notFound: 'This record no longer exists. It may have been deleted.',
};

/** A failed load, said plainly, with a retry (404: the record is gone). */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return <SharedLoadError error={error} onRetry={onRetry} {...CONTENT_LOAD_ERROR} />;
}

/** Renders `children(data)` once the query has data; a spinner or the error before. */
export function QueryState<T>(props: {
  query: UseQueryResult<T>;
  label?: string;
  children: (data: T) => ReactNode;
}) {
  return <SharedQueryState {...props} errorTexts={CONTENT_LOAD_ERROR} />;
}
