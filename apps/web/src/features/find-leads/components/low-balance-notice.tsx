import { useState } from 'react';
import { Link } from 'react-router';
import { CloseIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useCredits } from '@/lib/api/credits';
import { isLowBalance, LOW_BALANCE_CREDITS, lowBalanceText } from '../credit-usage';

const DISMISSED_KEY = 'leadvault.lowBalanceDismissed';

/** Dismissed for this tab's session: sessionStorage, guarded (it may be blocked). */
function wasDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberDismissed() {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Blocked storage: the notice stays dismissed until the page is reloaded.
  }
}

/**
 * Find Leads' polite reminder when fewer than LOW_BALANCE_CREDITS credits are left, with the way
 * to buy more; the person may put it away for the rest of the session.
 */
export function LowBalanceNotice() {
  const balance = useCredits();
  const [dismissed, setDismissed] = useState(wasDismissed);
  const amount = balance.data?.balance;
  if (dismissed || amount === undefined || !isLowBalance(amount)) return null;
  return (
    <section
      aria-label="Low balance"
      data-testid="low-balance-notice"
      data-threshold={LOW_BALANCE_CREDITS}
      className="border-b border-amber-200 bg-amber-50"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 text-sm text-amber-950 sm:px-6 lg:px-8">
        <p className="min-w-0 flex-1">
          <span className="font-semibold">{lowBalanceText(amount)}</span>
          <span aria-hidden="true"> — </span>
          <Link
            to={paths.deposit}
            className="font-semibold whitespace-nowrap text-indigo-700 underline underline-offset-2 hover:text-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            Buy credits
          </Link>
        </p>
        <button
          type="button"
          onClick={() => {
            rememberDismissed();
            setDismissed(true);
          }}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-amber-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          aria-label="Dismiss the low balance notice"
        >
          <CloseIcon className="size-4" />
        </button>
      </div>
    </section>
  );
}
