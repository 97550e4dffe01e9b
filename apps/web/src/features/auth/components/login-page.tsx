import { SignInInput } from '@leadvault/contract';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { EmailField, formField } from '@/components/kit/storefront-fields';
import { Alert } from '@/components/ui/alert';
import { Form, useZodForm } from '@/components/ui/form';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useAuth } from '../api/get-me';
import { useSignIn } from '../api/sign-in';
import { authErrorMessage } from '../error-messages';
import { landingPath, nextOf, withNext } from '../utils';
import { AuthCard, AuthSubmit, authLinkClass } from './auth-card';
import { GoogleSignIn } from './google-sign-in';

export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  const signIn = useSignIn();
  const form = useZodForm(SignInInput, { defaultValues: { email: '', password: '' } });
  // The page to return to travels in the address, so it survives a full load (issue 31).
  const next = nextOf(location.search);

  // Someone already signed in has nothing to do here (unless this page just signed them in).
  if (auth.status === 'signed-in' && signIn.isIdle) {
    return <Navigate to={landingPath(next, auth.me?.role)} replace />;
  }
  // A new attempt or an edit makes the last refusal stale: it must not sit beside new errors.
  const clearRefusal = () => {
    if (signIn.isError) signIn.reset();
  };

  return (
    <AuthCard
      title="Welcome back"
      documentTitle="Sign in"
      description="Sign in to reach your orders and lead databases."
      footer={
        <>
          New to LeadVault?{' '}
          <Link to={withNext(paths.register, next)} className={authLinkClass}>
            Create an account
          </Link>
        </>
      }
    >
      <Form
        form={form}
        onSubmit={(values) =>
          signIn.mutate(values, {
            onSuccess: (me) => navigate(landingPath(next, me?.role), { replace: true }),
          })
        }
        onSubmitCapture={clearRefusal}
        onChange={clearRefusal}
        aria-label="Sign in"
        className="space-y-5"
      >
        {signIn.isError ? <Alert variant="error">{authErrorMessage(signIn.error)}</Alert> : null}
        <EmailField {...formField(form, 'email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          labelAction={
            <Link to={paths.reset} className={`text-sm ${authLinkClass}`}>
              Forgot password?
            </Link>
          }
          {...formField(form, 'password')}
        />
        <AuthSubmit busy={signIn.isPending} busyText="Signing in...">
          Sign In
        </AuthSubmit>
      </Form>
      {/* Without a remembered page Google returns here: this page then sends the person to their
          role's landing page (staff to the back office), which is not known before they sign in. */}
      <GoogleSignIn callbackPath={() => next ?? paths.login} />
    </AuthCard>
  );
}
