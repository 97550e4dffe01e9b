import { SignUpInput } from '@leadvault/contract';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { EmailField, formField } from '@/components/kit/storefront-fields';
import { Alert } from '@/components/ui/alert';
import { Form, useZodForm } from '@/components/ui/form';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { lastClickedPackage } from '@/lib/storage';
import { useAuth } from '../api/get-me';
import { useSignUp } from '../api/sign-up';
import { authErrorMessage } from '../error-messages';
import { nextOf, withNext } from '../utils';
import { AuthCard, AuthSubmit, authLinkClass } from './auth-card';
import { GoogleSignIn } from './google-sign-in';

/**
 * After sign-up: the page in the address's `next`, else the package whose 'Buy Now' brought the
 * person here, else the dashboard.
 */
function takeLandingPath(next: string | undefined): string {
  if (next) return next;
  const packageId = lastClickedPackage.get();
  if (!packageId) return paths.userDashboard;
  lastClickedPackage.clear();
  return paths.package(packageId);
}

export function RegisterPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const next = nextOf(location.search);
  const auth = useAuth();
  const signUp = useSignUp();
  const form = useZodForm(SignUpInput, { defaultValues: { name: '', email: '', password: '' } });

  if (auth.status === 'signed-in' && signUp.isIdle) {
    return <Navigate to={next ?? paths.userDashboard} replace />;
  }

  if (signUp.data?.kind === 'check-email') {
    const email = signUp.variables?.email ?? '';
    return (
      <AuthCard title="Check your e-mail" description="One more step.">
        <div className="space-y-5">
          <FocusOnShow>
            <Alert variant="info" title="Check your e-mail">
              We sent a message to <strong className="break-all">{email}</strong>. Follow it to
              continue. If you already have an account with this address, sign in or reset your
              password.
            </Alert>
          </FocusOnShow>
          <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <Link to={withNext(paths.login, next)} className={authLinkClass}>
              Sign in
            </Link>
            <Link to={paths.reset} className={authLinkClass}>
              Reset your password
            </Link>
            <button
              type="button"
              className={authLinkClass}
              onClick={() => {
                signUp.reset();
                form.reset({ ...form.getValues(), password: '' });
              }}
            >
              Use another address
            </button>
          </div>
        </div>
      </AuthCard>
    );
  }

  // A new attempt or an edit makes the last refusal stale: it must not sit beside new errors.
  const clearRefusal = () => {
    if (signUp.isError) signUp.reset();
  };

  return (
    <AuthCard
      title="Create an account"
      description="Start building your pipeline with verified B2B contacts."
      footer={
        <>
          Already have an account?{' '}
          <Link to={withNext(paths.login, next)} className={authLinkClass}>
            Sign in
          </Link>
        </>
      }
    >
      <Form
        form={form}
        onSubmit={(values) =>
          signUp.mutate(values, {
            onSuccess: (outcome) => {
              if (outcome.kind === 'signed-in') navigate(takeLandingPath(next), { replace: true });
            },
          })
        }
        onSubmitCapture={clearRefusal}
        onChange={clearRefusal}
        aria-label="Create an account"
        className="space-y-5"
      >
        {signUp.isError ? <Alert variant="error">{authErrorMessage(signUp.error)}</Alert> : null}
        <TextField
          label="Name"
          autoComplete="name"
          placeholder="Jane Cooper"
          {...formField(form, 'name')}
        />
        <EmailField {...formField(form, 'email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters."
          {...formField(form, 'password')}
        />
        <AuthSubmit busy={signUp.isPending} busyText="Creating account...">
          Sign Up
        </AuthSubmit>
      </Form>
      <GoogleSignIn callbackPath={() => takeLandingPath(next)} />
    </AuthCard>
  );
}

/**
 * The form (and its focused button) is gone once the "Check your e-mail" card shows: focus moves
 * to the message, so keyboard and screen-reader users continue from there.
 */
function FocusOnShow({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="rounded-xl focus:outline-none">
      {children}
    </div>
  );
}
