import { useMatches } from 'react-router';
import { paths, type RouteHandle } from '@/config/paths';
import { ButtonLink } from '../ui/button';
import { ToolIcon } from '../ui/icons';
import { DocumentTitle } from '../ui/page-title';

/** The title declared in the deepest matched route's `handle`. */
function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}

/**
 * Stands in for a page that is not built yet: its real title as the heading and a short note.
 * Without a `title` prop it reads the title from the route's handle.
 */
export function PlaceholderPage({ title }: { title?: string }) {
  const routeTitle = useRouteTitle();
  const heading = title ?? routeTitle ?? 'Coming soon';
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <DocumentTitle title={heading} />
      <div className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm sm:px-12">
        <div className="mx-auto flex size-12 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
          <ToolIcon className="size-6" />
        </div>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {heading}
        </h1>
        <p className="mt-4 text-base text-slate-600">This page is being prepared.</p>
        <p className="mt-1 text-sm text-slate-500">Please check back soon.</p>
        <div className="mt-8 flex justify-center">
          <ButtonLink to={paths.home} variant="secondary">
            Back to Homepage
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
