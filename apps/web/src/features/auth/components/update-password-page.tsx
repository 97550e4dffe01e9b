import { ChangePasswordInput, UpdatePasswordInput } from '@leadvault/contract';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { formField } from '@/components/kit/storefront-fields';
import { Preloader } from '@/components/layout/preloader';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { Form, useZodForm } from '@/components/ui/form';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useChangePassword } from '../api/change-password';
import { useAuth } from '../api/get-me';
import { useResetPassword } from '../api/reset-password';
import { authErrorMessage, INVALID_RESET_TOKEN_ERROR } from '../error-messages';
import { AuthCard, AuthSubmit } from './auth-card';
import { NewPasswordFields } from './new-password-fields';

const ChangePasswordForm = z
  .object({
    currentPassword: ChangePasswordInput.shape.currentPassword,
    password: ChangePasswordInput.shape.newPassword,
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });

/**
 * /update-password serves two cases:
 * - with `?token=` (the e-mailed reset link): set a new password; the server ends every
 *   session, so the person signs in again;
 * - without a token while signed in: change the password (current one required).
 * A missing or rejected token explains itself and links to /reset.
 */
export function UpdatePasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const linkError = searchParams.get('error');
  const auth = useAuth();

  if (token) return <ResetWithToken token={token} />;
  if (linkError) return <InvalidLink message={INVALID_RESET_TOKEN_ERROR} />;
  if (auth.status === 'loading') return <Preloader />;
  if (auth.status === 'signed-in') return <ChangePassword />;
  return (
    <InvalidLink message="This password reset link is missing its token. Please request a new reset e-mail." />
  );
}

/** A card holding one alert and the one place to go next. */
function NoticeCard({
  title,
  alert,
  next,
}: {
  title: string;
  alert: ReactNode;
  next: { to: string; label: string };
}) {
  return (
    <AuthCard title={title}>
      <div className="space-y-5">
        {alert}
        <ButtonLink to={next.to} size="lg" fullWidth>
          {next.label}
        </ButtonLink>
      </div>
    </AuthCard>
  );
}

function InvalidLink({ message }: { message: string }) {
  return (
    <NoticeCard
      title="Update your password"
      alert={<Alert variant="error">{message}</Alert>}
      next={{ to: paths.reset, label: 'Request a new reset link' }}
    />
  );
}

function PasswordUpdated({
  children,
  next,
}: {
  children: ReactNode;
  next: { to: string; label: string };
}) {
  return (
    <NoticeCard
      title="Password updated"
      alert={
        <Alert variant="success" title="Your password has been updated.">
          {children}
        </Alert>
      }
      next={next}
    />
  );
}

function ResetWithToken({ token }: { token: string }) {
  const resetPassword = useResetPassword();
  const form = useZodForm(UpdatePasswordInput, {
    defaultValues: { password: '', confirmPassword: '' },
  });

  if (resetPassword.isSuccess) {
    return (
      <PasswordUpdated next={{ to: paths.login, label: 'Go to Login' }}>
        For your security you have been signed out on every device. Sign in with your new password.
      </PasswordUpdated>
    );
  }

  const tokenRejected =
    resetPassword.isError && authErrorMessage(resetPassword.error) === INVALID_RESET_TOKEN_ERROR;

  return (
    <AuthCard title="Set a new password" description="Choose a new password for your account.">
      <Form
        form={form}
        onSubmit={(values) => resetPassword.mutate({ newPassword: values.password, token })}
        aria-label="Update password"
        className="space-y-5"
      >
        {resetPassword.isError ? (
          <Alert variant="error">
            {authErrorMessage(resetPassword.error)}
            {tokenRejected ? (
              <>
                {' '}
                <Link to={paths.reset} className="font-semibold underline">
                  Request a new reset link
                </Link>
              </>
            ) : null}
          </Alert>
        ) : null}
        <NewPasswordFields form={form} />
        <AuthSubmit busy={resetPassword.isPending} busyText="Updating...">
          Update Password
        </AuthSubmit>
      </Form>
    </AuthCard>
  );
}

function ChangePassword() {
  const changePassword = useChangePassword();
  const form = useZodForm(ChangePasswordForm, {
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });

  if (changePassword.isSuccess) {
    return (
      <PasswordUpdated next={{ to: paths.userDashboard, label: 'Go to Dashboard' }}>
        You stay signed in here; every other session has been signed out.
      </PasswordUpdated>
    );
  }

  return (
    <AuthCard
      title="Change your password"
      description="Enter your current password, then a new one."
    >
      <Form
        form={form}
        onSubmit={(values) =>
          changePassword.mutate({
            currentPassword: values.currentPassword,
            newPassword: values.password,
          })
        }
        aria-label="Update password"
        className="space-y-5"
      >
        {changePassword.isError ? (
          <Alert variant="error">{authErrorMessage(changePassword.error)}</Alert>
        ) : null}
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...formField(form, 'currentPassword')}
        />
        <NewPasswordFields form={form} />
        <AuthSubmit busy={changePassword.isPending} busyText="Updating...">
          Update Password
        </AuthSubmit>
      </Form>
    </AuthCard>
  );
}
