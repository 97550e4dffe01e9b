import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useConfirmOptOut } from '../api/confirm-opt-out';
import { OptOutCard, optOutLinkClass } from './opt-out-card';

/**
 * /opt-out/confirm?token=…: the e-mailed link. Nothing happens until the person presses the
 * button, so a mail scanner that opens links does not confirm on its own.
 */
export function OptOutConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmOptOut();

  if (!token) {
    return (
      <OptOutCard title="Confirm removal">
        <Alert variant="error">
          This removal link is incomplete. Open the link from the e-mail again, or{' '}
          <Link to={paths.optOut} className={optOutLinkClass}>
            ask for a new one
          </Link>
          .
        </Alert>
      </OptOutCard>
    );
  }

  if (confirm.isSuccess) {
    return (
      <OptOutCard title="Your data is removed">
        <Alert variant="success" title={confirm.data.email}>
          {confirm.data.message}
        </Alert>
        <p className="mt-6 text-sm text-slate-600">
          <Link to={paths.home} className={optOutLinkClass}>
            Back to the home page
          </Link>
        </p>
      </OptOutCard>
    );
  }

  return (
    <OptOutCard
      title="Confirm removal"
      description={
        <p>
          Press the button to remove your address from LeadVault. We erase the contact data we hold
          about it and keep the address only on our suppression list, so that it is never added
          again.
        </p>
      }
    >
      <div className="space-y-5">
        {confirm.isError ? (
          <Alert variant="error">
            {isApiError(confirm.error)
              ? confirm.error.message
              : 'The removal could not be confirmed. Please try again.'}{' '}
            <Link to={paths.optOut} className={optOutLinkClass}>
              Ask for a new link
            </Link>
          </Alert>
        ) : null}
        <Button
          type="button"
          size="lg"
          fullWidth
          isLoading={confirm.isPending}
          loadingText="Removing..."
          onClick={() => confirm.mutate(token)}
        >
          Remove my data
        </Button>
      </div>
    </OptOutCard>
  );
}
