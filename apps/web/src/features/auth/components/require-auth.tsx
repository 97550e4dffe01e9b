import { Navigate, Outlet, useLocation } from 'react-router';
import { Preloader } from '@/components/layout/preloader';
import { useAuth } from '../api/get-me';
import { loginPathFor } from '../utils';
import { AuthStatusError } from './auth-status-error';

/**
 * Layout route for pages that need someone signed in. Signed-out visitors go to /login,
 * which sends them back here afterwards.
 */
export function RequireAuth() {
  const auth = useAuth();
  const location = useLocation();

  if (auth.status === 'loading') return <Preloader />;
  if (auth.status === 'error') {
    return <AuthStatusError error={auth.error} onRetry={() => void auth.refetch()} />;
  }
  if (auth.status === 'signed-out') {
    return <Navigate to={loginPathFor(location)} replace />;
  }
  return <Outlet />;
}
