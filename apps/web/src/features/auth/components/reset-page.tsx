import { ResetRequestInput } from '@leadvault/contract';
import { Link } from 'react-router';
import { EmailField, formField } from '@/components/kit/storefront-fields';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { Form, useZodForm } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { resetRequestErrorMessage } from '../error-messages';
import { AuthCard, AuthSubmit, authLinkClass } from './auth-card';

export function ResetPage() {
  const resetRequest = useRequestPasswordReset();
  const form = useZodForm(ResetRequestInput, { defaultValues: { email: '' } });
  const sentTo = resetRequest.isSuccess ? resetRequest.variables.email : null;

  return (
    <AuthCard
      title="Reset your password"
      description="Enter the e-mail address of your account and we will send you a reset link."
      footer={
        <>
          Remembered it?{' '}
          <Link to={paths.login} className={authLinkClass}>
            Sign in now
          </Link>
        </>
      }
    >
      <Form
        form={form}
        onSubmit={(values) => resetRequest.mutate(values)}
        aria-label="Reset password"
        className="space-y-5"
      >
        {resetRequest.isError ? (
          <Alert variant="error">{resetRequestErrorMessage(resetRequest.error)}</Alert>
        ) : null}
        <EmailField readOnly={sentTo !== null} {...formField(form, 'email')} />
        {sentTo !== null ? (
          <div className="space-y-4">
            <Alert variant="success" title="Check your inbox">
              We sent a password reset link to <strong className="wrap-break-word">{sentTo}</strong>
              . It may take a minute to arrive; remember to look in your spam folder.
            </Alert>
            <ButtonLink to={paths.login} size="lg" fullWidth>
              Return to Login
            </ButtonLink>
          </div>
        ) : (
          <AuthSubmit busy={resetRequest.isPending} busyText="Sending...">
            Send Reset Email
          </AuthSubmit>
        )}
      </Form>
    </AuthCard>
  );
}
