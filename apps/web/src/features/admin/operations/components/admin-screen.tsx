import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { cn } from '@/lib/cn';

/**
 * The frame of an operations screen: an optional way back, the title block (with actions on the
 * right) and the content, at the admin area's width (`narrow` for a single form).
 */
export function AdminScreen({
  title,
  description,
  back,
  actions,
  toolbar,
  width = 'wide',
  children,
}: {
  title: string;
  description?: ReactNode;
  back?: { to: string; label: string };
  actions?: ReactNode;
  /** A bar between the title and the content (the order menu). */
  toolbar?: ReactNode;
  width?: 'narrow' | 'wide';
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'mx-auto space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8',
        width === 'narrow' ? 'max-w-3xl' : 'max-w-7xl',
      )}
    >
      {toolbar}
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
          description={description}
          actions={actions}
          className="[&_h1]:text-2xl sm:[&_h1]:text-3xl"
        />
      </div>
      {children}
    </div>
  );
}

/** A white card with an optional heading row. */
export function Panel({
  title,
  actions,
  children,
  className,
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={cn('rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)}
    >
      {title || actions ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          {title ? <h2 className="text-base font-semibold text-slate-900">{title}</h2> : <span />}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}

export { errorText, LoadError, LoadingBlock, QueryState } from '@/components/kit/query-state';
