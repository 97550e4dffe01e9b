import { Button, ButtonLink } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';

/** Shown by the guards when /api/session failed for a reason other than "signed out". */
export function AuthStatusError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const offline = isApiError(error) && error.code === 'NETWORK_ERROR';
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center sm:px-6">
      <DocumentTitle title="Cannot check your sign-in" />
      <div role="alert" className="rounded-2xl border border-red-200 bg-white px-6 py-10 shadow-sm">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">
          We could not check your sign-in
        </h1>
        <p className="mt-3 text-sm text-slate-600">
          {offline
            ? 'The server cannot be reached right now. Check your connection and try again.'
            : 'Something went wrong on our side. Please try again in a moment.'}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button onClick={onRetry}>Try again</Button>
          <ButtonLink to={paths.home} variant="secondary">
            Back to Homepage
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
