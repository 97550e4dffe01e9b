import { isStaff } from '@leadvault/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { meQueryOptions, useAuth } from '../api/get-me';
import { useSignOut } from '../api/sign-out';
import { useVerifyEmail } from '../api/verify-email';
import { RATE_LIMITED_ERROR, UNEXPECTED_ERROR } from '../error-messages';
import { AuthCard } from './auth-card';
import { SendNewVerificationLink } from './send-new-verification-link';

const LINK_NOT_VALID =
  'This confirmation link has expired or is not valid. Send yourself a new one below.';

/** The server's errors a person can act on, by code. */
function verifyErrorMessage(error: unknown): string {
  if (!isApiError(error)) return UNEXPECTED_ERROR;
  if (error.status === 429) return RATE_LIMITED_ERROR;
  if (error.code === 'WRONG_ACCOUNT' || error.code === 'SIGN_IN_TO_VERIFY') return error.message;
  if (['TOKEN_EXPIRED', 'INVALID_TOKEN', 'USER_NOT_FOUND'].includes(error.code)) {
    return LINK_NOT_VALID;
  }
  if (error.code === 'NETWORK_ERROR') return error.message;
  return UNEXPECTED_ERROR;
}

/**
 * /verify-email?token=…: the link e-mailed at sign-up (customers: their free credits wait for
 * it) or to a staff address. It sits behind sign-in, and the
 * server accepts it only from the account it was made for, so the person who proves the
 * address is the one who controls the account. A staff role applies from then on: staff land
 * on the admin dashboard with a message.
 */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const verify = useVerifyEmail();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    verify.mutate(token, {
      onSuccess: async () => {
        const me = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
        if (me && isStaff(me.role)) {
          toast.success(`Your e-mail address is confirmed: your ${me.role} access is on.`);
          navigate(paths.admin.dashboard, { replace: true });
        }
      },
    });
  }, [token, verify, queryClient, navigate]);

  if (!token) {
    return (
      <VerifyCard>
        <Alert variant="error">
          This confirmation link is missing its token. Open the link from the e-mail again, or send
          yourself a new one.
        </Alert>
        <SendNewVerificationLink />
      </VerifyCard>
    );
  }
  if (verify.isError) {
    const code = isApiError(verify.error) ? verify.error.code : '';
    const wrongAccount = code === 'WRONG_ACCOUNT' || code === 'SIGN_IN_TO_VERIFY';
    return (
      <VerifyCard>
        <Alert variant="error">{verifyErrorMessage(verify.error)}</Alert>
        {wrongAccount ? <SignOutAndReturn /> : <SendNewVerificationLink />}
      </VerifyCard>
    );
  }
  if (verify.isSuccess) {
    return (
      <VerifyCard>
        <Alert variant="success" title="Your e-mail address is confirmed.">
          Thank you. Nothing else to do.
        </Alert>
        <ButtonLink to={paths.userDashboard} size="lg" fullWidth>
          Go to Dashboard
        </ButtonLink>
      </VerifyCard>
    );
  }
  return (
    <VerifyCard>
      <p
        role="status"
        className="flex items-center justify-center gap-3 py-4 text-sm text-slate-600"
      >
        <Spinner />
        Confirming your e-mail address...
      </p>
    </VerifyCard>
  );
}

function VerifyCard({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return (
    <AuthCard
      title="Confirm your e-mail address"
      description={user ? <>Signed in as {user.email}</> : undefined}
    >
      <div className="space-y-5">{children}</div>
    </AuthCard>
  );
}

function SignOutAndReturn() {
  const location = useLocation();
  // After signing out, this same link asks for sign-in and comes back here.
  const signOut = useSignOut({ redirectTo: `${location.pathname}${location.search}` });
  return (
    <Button
      size="lg"
      fullWidth
      variant="secondary"
      isLoading={signOut.isPending}
      loadingText="Signing out..."
      onClick={() => signOut.mutate()}
    >
      Sign out and use another account
    </Button>
  );
}
