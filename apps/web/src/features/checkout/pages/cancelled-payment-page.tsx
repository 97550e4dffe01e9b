import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { LoadingBlock, StatePanel } from '@/components/query-state';
import { Button, ButtonLink } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useOrder } from '@/lib/api/order';
import { isApiError } from '@/lib/api-client';
import { useCancelOrder } from '../api/cancel-order';
import { AlertIcon, XCircleIcon } from '../components/icons';

/** The spec's pause before the dashboard, so the message can be read. */
const CANCEL_REDIRECT_MS = 1500;

/**
 * /cancelled-payment/:id: where PayPal's Cancel leads. A Pending order is cancelled, then the
 * buyer goes to the dashboard after 1.5 s. The order is read first: an order that is no longer
 * Pending (paid meanwhile in another tab) is left as it is.
 */
export function CancelledPaymentPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const order = useOrder(id);
  const cancel = useCancelOrder();
  const started = useRef(false);
  const [leaving, setLeaving] = useState(false);

  const status = order.data?.paymentStatus;
  useEffect(() => {
    if (started.current || !status) return;
    started.current = true;
    if (status === 'Pending') {
      cancel.mutate(id, { onSuccess: () => setLeaving(true) });
    } else if (status === 'Cancelled') {
      setLeaving(true);
    }
  }, [status, id, cancel]);

  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(() => navigate(paths.userDashboard), CANCEL_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [leaving, navigate]);

  const dashboardLink = (
    <ButtonLink to={paths.userDashboard} variant="secondary">
      Go to Dashboard
    </ButtonLink>
  );

  let body: ReactNode;
  if (order.isPending || cancel.isPending) {
    body = <LoadingBlock variant="page" label="Cancelling your payment..." />;
  } else if (order.isError || cancel.isError) {
    const error = order.error ?? cancel.error;
    const missing = isApiError(error) && error.status === 404;
    body = (
      <StatePanel
        tone={missing ? 'warning' : 'error'}
        icon={<AlertIcon className="size-7" />}
        title={missing ? 'Order not found' : 'The payment could not be cancelled'}
        actions={
          <>
            {dashboardLink}
            {missing ? null : (
              <Button
                onClick={() => {
                  if (order.isError) void order.refetch();
                  else cancel.mutate(id, { onSuccess: () => setLeaving(true) });
                }}
              >
                Try again
              </Button>
            )}
          </>
        }
      >
        <p role="alert">{error?.message}</p>
      </StatePanel>
    );
  } else if (order.data.paymentStatus === 'Cancelled') {
    body = (
      <StatePanel
        tone="neutral"
        icon={<XCircleIcon className="size-8" />}
        title="You have cancelled the payment"
        actions={
          <ButtonLink to={paths.userDashboard} variant="primary">
            Go to Dashboard now
          </ButtonLink>
        }
      >
        <p>
          Nothing was charged. Order{' '}
          <span className="font-mono font-semibold text-slate-900">{order.data.orderId}</span> (
          {order.data.packageName}) is now cancelled.
        </p>
        <p role="status" className="text-sm text-slate-500">
          Taking you to your dashboard...
        </p>
      </StatePanel>
    );
  } else {
    body = (
      <StatePanel
        tone="info"
        icon={<AlertIcon className="size-7" />}
        title="This payment was not cancelled"
        actions={dashboardLink}
      >
        <p>
          The payment of order{' '}
          <span className="font-mono font-semibold text-slate-900">{order.data.orderId}</span> is{' '}
          {order.data.paymentStatus}, so nothing was changed.
        </p>
      </StatePanel>
    );
  }

  return (
    <PageContainer className="py-16 sm:py-24">
      <DocumentTitle title="Payment Cancelled" />
      {body}
    </PageContainer>
  );
}
