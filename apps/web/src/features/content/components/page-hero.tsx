import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Loading, Skeleton } from '@/components/query-state';
import { DocumentTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';

/** The heading band of an inner page: breadcrumb, eyebrow, h1 and lead text. */
export function PageHero({
  documentTitle,
  crumb,
  eyebrow,
  title,
  description,
  isLoading = false,
  children,
}: {
  documentTitle: string;
  /** The page's name in the breadcrumb. */
  crumb: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** The title comes from content that is still loading. */
  isLoading?: boolean;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="page-heading"
      className="relative isolate overflow-hidden border-b border-slate-200/70 bg-white"
    >
      <DocumentTitle title={documentTitle} />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_22rem_at_50%_-20%,var(--color-indigo-100),transparent),radial-gradient(30rem_18rem_at_100%_100%,var(--color-sky-50),transparent)]"
      />
      <div className="mx-auto max-w-7xl px-4 py-14 text-center sm:px-6 sm:py-20 lg:px-8">
        <nav aria-label="Breadcrumb" className="flex justify-center">
          <ol className="flex items-center gap-2 text-sm text-slate-500">
            <li>
              <Link
                to={paths.home}
                className="rounded hover:text-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                Home
              </Link>
            </li>
            <li aria-hidden="true" className="text-slate-300">
              /
            </li>
            <li aria-current="page" className="font-medium text-slate-700">
              {crumb}
            </li>
          </ol>
        </nav>
        {isLoading ? (
          <Loading label="Loading..." className="mx-auto mt-6 max-w-2xl">
            <Skeleton className="mx-auto h-4 w-24" />
            <Skeleton className="mx-auto mt-4 h-11 w-4/5" />
            <Skeleton className="mx-auto mt-5 h-5 w-full" />
          </Loading>
        ) : (
          <div className="mx-auto mt-6 max-w-3xl">
            {eyebrow ? (
              <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase">
                {eyebrow}
              </p>
            ) : null}
            <h1
              id="page-heading"
              className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl"
            >
              {title}
            </h1>
            {description ? (
              <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-pretty text-slate-600">
                {description}
              </p>
            ) : null}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
