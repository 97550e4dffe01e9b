import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '../api/get-me';
import { useSendVerificationEmail } from '../api/verify-email';
import { RATE_LIMITED_ERROR, UNEXPECTED_ERROR } from '../error-messages';

const ALREADY_VERIFIED = 'Your e-mail address is already confirmed.';

/** "Send me a new link" for the signed-in person (mailed to their own address only). */
export function SendNewVerificationLink() {
  const { user } = useAuth();
  const send = useSendVerificationEmail();
  if (!user) return null;
  if (send.isSuccess) {
    return (
      <Alert variant="success">
        A new link is on its way to {user.email}. It works for 48 hours.
      </Alert>
    );
  }
  const alreadyVerified =
    send.isError && isApiError(send.error) && send.error.code === 'EMAIL_ALREADY_VERIFIED';
  return (
    <div className="space-y-3">
      {send.isError ? (
        <Alert variant={alreadyVerified ? 'info' : 'error'}>
          {alreadyVerified
            ? ALREADY_VERIFIED
            : isApiError(send.error) && send.error.status === 429
              ? RATE_LIMITED_ERROR
              : UNEXPECTED_ERROR}
        </Alert>
      ) : null}
      <Button
        size="lg"
        fullWidth
        isLoading={send.isPending}
        loadingText="Sending..."
        onClick={() => send.mutate(user.email)}
      >
        Send me a new link
      </Button>
    </div>
  );
}
