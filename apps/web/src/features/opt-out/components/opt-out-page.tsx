import { OptOutInput } from '@leadvault/contract';
import { Link } from 'react-router';
import { EmailField, formField } from '@/components/kit/storefront-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form, useZodForm } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useRequestOptOut } from '../api/request-opt-out';
import { OptOutCard, optOutLinkClass } from './opt-out-card';

/** /opt-out: anyone asks to have their address removed from the leads we sell. */
export function OptOutPage() {
  const request = useRequestOptOut();
  const form = useZodForm(OptOutInput, { defaultValues: { email: '' } });
  const sentTo = request.isSuccess ? request.variables.email : null;

  return (
    <OptOutCard
      title="Remove my data"
      description={
        <>
          <p>
            LeadVault sells business contact details. To have your address and the contact data
            linked to it removed, enter it below. We send a confirmation link to that address; once
            you open it, we erase the data and never add the address again.
          </p>
          <p>
            Read how we handle data in our{' '}
            <Link to={paths.privacyPolicy} className={optOutLinkClass}>
              Privacy Policy
            </Link>
            .
          </p>
        </>
      }
    >
      <Form
        form={form}
        onSubmit={(values) => request.mutate(values)}
        aria-label="Remove my data"
        className="space-y-5"
      >
        {request.isError ? (
          <Alert variant="error">
            {isApiError(request.error)
              ? request.error.message
              : 'Your request could not be sent. Please try again.'}
          </Alert>
        ) : null}
        <EmailField readOnly={sentTo !== null} {...formField(form, 'email')} />
        {sentTo !== null ? (
          <Alert variant="success" title="Check your inbox">
            {request.data?.message}
          </Alert>
        ) : (
          <Button
            type="submit"
            size="lg"
            fullWidth
            isLoading={request.isPending}
            loadingText="Sending..."
          >
            Send confirmation link
          </Button>
        )}
      </Form>
    </OptOutCard>
  );
}
