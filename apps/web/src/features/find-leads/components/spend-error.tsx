import { EMAIL_NOT_VERIFIED, INSUFFICIENT_CREDITS } from '@leadvault/contract';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { VerifyEmailNotice } from '@/features/auth';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';

/**
 * Why a call that spends credits (reveal, finder) was refused: the e-mail not proved yet, no
 * credits left (with where to buy them), or the server's own words.
 */
export function SpendError({ error, toDoMore }: { error: unknown; toDoMore: string }) {
  if (isApiError(error) && error.code === EMAIL_NOT_VERIFIED) return <VerifyEmailNotice urgent />;
  if (isApiError(error) && error.code === INSUFFICIENT_CREDITS) {
    return (
      <Alert variant="error">
        You have no credits left. Buy a credit pack to {toDoMore}.{' '}
        <Link to={paths.deposit} className="font-semibold underline">
          Buy credits
        </Link>
      </Alert>
    );
  }
  return <Alert variant="error">{errorText(error)}</Alert>;
}
