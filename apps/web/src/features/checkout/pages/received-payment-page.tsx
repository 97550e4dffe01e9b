import { formatUsd } from '@leadvault/contract';
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { LoadingBlock, StatePanel } from '@/components/query-state';
import { Button, ButtonLink } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useConfirmPayment } from '../api/confirm-payment';
import { AlertIcon, CheckCircleIcon } from '../components/icons';
import { FILES_PREPARING_TEXT } from '../purchase-texts';

/** How long the confirmation stays before the dashboard opens. */
const RECEIVED_REDIRECT_MS = 4000;

/**
 * /received-payment/:id/:paymentId: settles the order through the server (which asks PayPal),
 * then goes to the dashboard. Failures stay on screen with a link instead of being whisked away.
 */
export function ReceivedPaymentPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const confirm = useConfirmPayment();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirm.mutate(id);
  }, [confirm, id]);

  const succeeded = confirm.isSuccess;
  useEffect(() => {
    if (!succeeded) return;
    const timer = window.setTimeout(() => navigate(paths.userDashboard), RECEIVED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded, navigate]);

  let body: ReactNode;
  if (confirm.isSuccess) {
    const order = confirm.data;
    body = (
      <StatePanel
        tone="success"
        icon={<CheckCircleIcon className="size-8" />}
        title={
          order.alreadyReceived
            ? 'Payment has already been received.'
            : 'Thank you! Payment received.'
        }
        actions={
          <>
            <ButtonLink to={paths.myOrders} variant="secondary">
              My Orders
            </ButtonLink>
            <ButtonLink to={paths.userDashboard} variant="primary">
              Go to Dashboard
            </ButtonLink>
          </>
        }
      >
        <dl className="mx-auto grid max-w-sm grid-cols-2 gap-x-4 gap-y-2 rounded-xl bg-slate-50 p-4 text-left text-sm">
          <dt className="text-slate-500">Order ID</dt>
          <dd className="font-mono font-medium text-slate-900">{order.orderId}</dd>
          <dt className="text-slate-500">Payment ID</dt>
          <dd className="font-mono font-medium text-slate-900">{order.paymentId}</dd>
          <dt className="text-slate-500">Package</dt>
          <dd className="font-medium text-slate-900">{order.packageName}</dd>
          <dt className="text-slate-500">Amount</dt>
          <dd className="font-medium text-slate-900">{formatUsd(order.total)} USD</dd>
        </dl>
        {order.cut ? <p className="text-sm text-slate-700">{FILES_PREPARING_TEXT}</p> : null}
        <p role="status" className="text-sm text-slate-500">
          Taking you to your dashboard...
        </p>
      </StatePanel>
    );
  } else if (confirm.isError) {
    const error = confirm.error;
    const conflict = isApiError(error) && error.status === 409;
    const missing = isApiError(error) && error.status === 404;
    body = (
      <StatePanel
        tone={conflict || missing ? 'warning' : 'error'}
        icon={<AlertIcon className="size-7" />}
        title={
          missing
            ? 'Order not found'
            : conflict
              ? 'The payment is not confirmed yet'
              : 'We could not confirm the payment'
        }
        actions={
          <>
            <ButtonLink to={paths.userDashboard} variant="secondary">
              Go to Dashboard
            </ButtonLink>
            {conflict ? (
              <ButtonLink to={paths.payNow(id)} variant="primary">
                Pay Now
              </ButtonLink>
            ) : missing ? null : (
              <Button
                onClick={() => confirm.mutate(id)}
                isLoading={confirm.isPending}
                loadingText="Retrying..."
              >
                Try again
              </Button>
            )}
          </>
        }
      >
        <p role="alert">{error.message}</p>
      </StatePanel>
    );
  } else {
    body = <LoadingBlock variant="page" label="Confirming your payment with PayPal..." />;
  }

  return (
    <PageContainer>
      <DocumentTitle title="Payment Confirmation" />
      <h1 className="mb-8 text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Payment Confirmation
      </h1>
      {body}
    </PageContainer>
  );
}
