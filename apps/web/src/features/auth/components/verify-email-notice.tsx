import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '../api/get-me';
import { useSendVerificationEmail } from '../api/verify-email';
import { RATE_LIMITED_ERROR, UNEXPECTED_ERROR } from '../error-messages';

/**
 * "Verify your e-mail" with a button that mails a new link, for a signed-in person whose address
 * is not verified yet: the free credits (and API keys) wait for it. On the dashboard it is a
 * polite notice; in the reveal dialog, where a reveal was just refused, it is announced at once
 * (`urgent`). Renders nothing for a verified address.
 */
export function VerifyEmailNotice({ urgent = false }: { urgent?: boolean }) {
  const { user } = useAuth();
  const send = useSendVerificationEmail();
  // Urgent: the server has just refused for this reason, whatever a cached session says.
  if (!user || (user.emailVerified && !urgent)) return null;
  const alreadyVerified =
    send.isError && isApiError(send.error) && send.error.code === 'EMAIL_ALREADY_VERIFIED';
  return (
    <Alert variant={urgent ? 'warning' : 'info'} title="Verify your e-mail">
      <p>
        We sent a link to <strong className="break-all">{user.email}</strong>. Open it while signed
        in to spend your free credits. Paid credits and shopping need no verification.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        {send.isSuccess ? (
          <p role="status" className="font-medium">
            A new link is on its way. It works for 48 hours.
          </p>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            isLoading={send.isPending}
            loadingText="Sending..."
            onClick={() => send.mutate(user.email)}
          >
            Send a new link
          </Button>
        )}
        {send.isError ? (
          <p role="alert" className="font-medium text-red-700">
            {alreadyVerified
              ? 'Your e-mail address is already confirmed. Reload the page.'
              : isApiError(send.error) && send.error.status === 429
                ? RATE_LIMITED_ERROR
                : UNEXPECTED_ERROR}
          </p>
        ) : null}
      </div>
    </Alert>
  );
}
