import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';

/** The centred card the sign-in, sign-up and password pages share. */
export function AuthCard({
  title,
  documentTitle,
  description,
  children,
  footer,
}: {
  title: string;
  documentTitle?: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden px-4 py-12 sm:py-20">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-72 bg-linear-to-b from-indigo-50 to-transparent"
      />
      <DocumentTitle title={documentTitle ?? title} />
      <div className="mx-auto w-full max-w-md">
        <div className="rounded-2xl border border-slate-200 bg-white px-6 py-8 shadow-xl shadow-slate-900/5 sm:px-10 sm:py-10">
          <div className="mb-8 text-center">
            <Link
              to={paths.home}
              aria-label="LeadVault home"
              className="inline-flex rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-500"
            >
              <LogoMark className="size-11" />
            </Link>
            <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {title}
            </h1>
            {description ? <p className="mt-2 text-sm text-slate-600">{description}</p> : null}
          </div>
          {children}
        </div>
        {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
      </div>
    </section>
  );
}

export const authLinkClass =
  'rounded font-semibold text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** The full-width submit button of an auth form, busy while its request runs. */
export function AuthSubmit({
  busy,
  busyText,
  children,
}: {
  busy: boolean;
  busyText: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" fullWidth isLoading={busy} loadingText={busyText}>
      {children}
    </Button>
  );
}
