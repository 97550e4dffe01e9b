import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '@/config/paths';
import { Button, ButtonLink } from '../ui/button';
import { DocumentTitle } from '../ui/page-title';
import { NotFoundPage } from './not-found-page';

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(
      error.message,
    )
  );
}

/** Shown in place of a route that failed to load or render. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  if (import.meta.env.DEV) console.error(error);
  const stale = isChunkLoadError(error);

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:px-6 sm:py-28">
      <DocumentTitle title="Something went wrong" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Something went wrong
      </h1>
      <p className="mt-4 text-base text-slate-600">
        {stale
          ? 'A new version of the site is available. Reload the page to continue.'
          : 'An unexpected error occurred while showing this page. Please try again.'}
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <ButtonLink to={paths.home} variant="secondary">
          Back to Homepage
        </ButtonLink>
      </div>
    </section>
  );
}
