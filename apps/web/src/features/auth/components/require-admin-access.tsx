import type { Role } from '@leadvault/contract';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { Preloader } from '@/components/layout/preloader';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { ShieldIcon } from '@/components/ui/icons';
import { DocumentTitle } from '@/components/ui/page-title';
import { type AdminAccess, paths, type RouteHandle } from '@/config/paths';
import { useAuth } from '../api/get-me';
import { loginPathFor } from '../utils';
import { AuthStatusError } from './auth-status-error';
import { SendNewVerificationLink } from './send-new-verification-link';

export const NOT_ADMIN_MESSAGE = 'You are not authorized to access this page. (your not admin)';
export const NOT_STAFF_MESSAGE =
  'You are not authorized to access this page. (your are not admin or Manager)';

export function canAccess(role: Role | null, access: AdminAccess): boolean {
  if (access === 'staff') return role === 'Admin' || role === 'Manager';
  return role === 'Admin';
}

/** The access the deepest matched route asks for; Admin-only when none is declared. */
function useRequiredAccess(): AdminAccess {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const access = (matches[i]?.handle as RouteHandle | undefined)?.access;
    if (access) return access;
  }
  return 'admin';
}

/**
 * Layout route of the admin area. The role comes from /api/session (decided by the server); the
 * server checks it again on every admin call.
 */
export function RequireAdminAccess() {
  const auth = useAuth();
  const location = useLocation();
  const access = useRequiredAccess();

  if (auth.status === 'loading') return <Preloader />;
  if (auth.status === 'error') {
    return <AuthStatusError error={auth.error} onRetry={() => void auth.refetch()} />;
  }
  if (auth.status === 'signed-out') {
    return <Navigate to={loginPathFor(location)} replace />;
  }
  if (!canAccess(auth.role, access)) {
    return (
      <NotAuthorized
        message={access === 'staff' ? NOT_STAFF_MESSAGE : NOT_ADMIN_MESSAGE}
        unverifiedEmail={auth.user?.emailVerified === false ? auth.user.email : undefined}
      />
    );
  }
  return <Outlet />;
}

function NotAuthorized({
  message,
  unverifiedEmail,
}: {
  message: string;
  unverifiedEmail?: string;
}) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center sm:px-6">
      <DocumentTitle title="Not authorized" />
      <div className="rounded-2xl border border-slate-200 bg-white px-6 py-10 shadow-sm">
        <div className="mx-auto flex size-12 items-center justify-center rounded-xl bg-red-50 text-red-600">
          <ShieldIcon className="size-6" />
        </div>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">Access denied</h1>
        <p role="alert" className="mt-3 text-sm text-slate-600">
          {message}
        </p>
        {/* The spec's sentence above reads as a typo to staff; this line says it plainly. */}
        <p className="mt-2 text-sm font-medium text-slate-800">
          {message === NOT_STAFF_MESSAGE
            ? 'This page is for Admins and Managers. Ask an Admin for access.'
            : 'This page is for Admins. Ask an Admin for access.'}
        </p>
        {unverifiedEmail ? (
          <div className="mt-6 space-y-3 text-left">
            <Alert variant="info" title="Were you added to the staff list?">
              A staff role applies once you confirm that {unverifiedEmail} is yours: open the link
              we e-mailed to it while signed in here.
            </Alert>
            <SendNewVerificationLink />
          </div>
        ) : null}
        <div className="mt-8 flex justify-center">
          <ButtonLink to={paths.home} variant="secondary">
            Back to Homepage
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
