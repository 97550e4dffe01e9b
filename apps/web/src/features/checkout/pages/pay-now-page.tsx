import { formatUsd, type Order } from '@leadvault/contract';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { LoadingBlock, StatePanel } from '@/components/query-state';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/payment-status-badge';
import { paths } from '@/config/paths';
import { useOrder } from '@/lib/api/order';
import { isApiError } from '@/lib/api-client';
import { usePaymentSettings } from '../api/get-payment-settings';
import { CheckoutStepPage } from '../components/checkout-steps';
import { CheckCircleIcon, LockIcon, XCircleIcon } from '../components/icons';
import { SummaryCard } from '../components/package-summary';
import { PayPalPayment } from '../components/paypal-payment';
import { useOrderPurchaseKind } from '../hooks/use-order-purchase-kind';
import { PURCHASE_TEXTS, type PurchaseKind } from '../purchase-texts';

/** /pay-now/:id: pay a Pending order with PayPal; every other state says what it is. */
export function PayNowPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  const kind = useOrderPurchaseKind(order.data);

  return (
    <CheckoutStepPage
      step={1}
      kind={kind}
      title="Pay Now"
      description="Review your order and pay securely with PayPal."
    >
      {order.isPending ? (
        <LoadingBlock variant="page" label="Loading your order..." />
      ) : order.isError ? (
        <OrderLoadError
          notFound={isApiError(order.error) && order.error.status === 404}
          message={order.error.message}
          onRetry={() => void order.refetch()}
          isRetrying={order.isFetching}
        />
      ) : (
        <OrderPayment order={order.data} kind={kind ?? order.data.packageKind} />
      )}
    </CheckoutStepPage>
  );
}

function OrderLoadError({
  notFound,
  message,
  onRetry,
  isRetrying,
}: {
  notFound: boolean;
  message: string;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  if (notFound) {
    return (
      <Narrow>
        <Alert variant="warning" title="Order not found">
          This order does not exist or belongs to another account.
        </Alert>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to={paths.pendingPayment} variant="secondary">
            Pending Payments
          </ButtonLink>
          <ButtonLink to={paths.myOrders} variant="secondary">
            My Orders
          </ButtonLink>
        </div>
      </Narrow>
    );
  }
  return (
    <Narrow>
      <Alert variant="error" title="Failed to fetch order details">
        {message}
      </Alert>
      <Button
        variant="secondary"
        className="mt-6"
        onClick={onRetry}
        isLoading={isRetrying}
        loadingText="Retrying..."
      >
        Try again
      </Button>
    </Narrow>
  );
}

function Narrow({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-xl">{children}</div>;
}

function OrderPayment({ order, kind }: { order: Order; kind: PurchaseKind }) {
  if (order.paymentStatus === 'Received') {
    return (
      <StatePanel
        tone="success"
        icon={<CheckCircleIcon className="size-8" />}
        title="Payment has already been received."
        actions={
          <ButtonLink to={paths.myOrders} variant="primary">
            Go to My Orders
          </ButtonLink>
        }
      >
        <p>
          Order <span className="font-mono font-semibold text-slate-900">{order.orderId}</span> (
          {order.packageName}) is paid. {PURCHASE_TEXTS[kind].paid}
        </p>
      </StatePanel>
    );
  }
  if (order.paymentStatus === 'Cancelled') {
    return (
      <StatePanel
        tone="neutral"
        icon={<XCircleIcon className="size-8" />}
        title="This order was cancelled"
        actions={
          <>
            <ButtonLink to={paths.userDashboard} variant="secondary">
              Go to Dashboard
            </ButtonLink>
            <ButtonLink to={paths.package(order.packageId)} variant="primary">
              Order again
            </ButtonLink>
          </>
        }
      >
        <p>
          The payment for order{' '}
          <span className="font-mono font-semibold text-slate-900">{order.orderId}</span> (
          {order.packageName}) was cancelled, so nothing was charged. You can place a new order at
          any time.
        </p>
        <p>
          <StatusBadge status="Cancelled" />
        </p>
      </StatePanel>
    );
  }
  if (order.paymentStatus === 'Refunded') {
    return (
      <StatePanel
        tone="neutral"
        icon={<XCircleIcon className="size-8" />}
        title="This order was refunded"
        actions={
          <ButtonLink to={paths.package(order.packageId)} variant="primary">
            Order again
          </ButtonLink>
        }
      >
        <p>
          The payment for order{' '}
          <span className="font-mono font-semibold text-slate-900">{order.orderId}</span>{' '}
          {PURCHASE_TEXTS[kind].refunded}
        </p>
      </StatePanel>
    );
  }
  if (!Number.isFinite(order.packagePrice) || order.packagePrice <= 0) {
    return (
      <Narrow>
        <Alert variant="error" title="Invalid package price">
          This order cannot be paid online. Please contact us and quote order {order.orderId}.
        </Alert>
      </Narrow>
    );
  }

  return (
    <div className="grid items-start gap-8 lg:grid-cols-5">
      <section
        aria-labelledby="payment-heading"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3"
      >
        <p className="text-sm font-medium text-slate-500">
          {order.packageKind === 'credit_pack' ? 'Credit pack' : 'Package'}
        </p>
        <h2 id="payment-heading" className="mt-1 text-2xl font-bold text-slate-900">
          {order.packageName}
        </h2>
        <p className="mt-6 rounded-xl bg-slate-50 px-5 py-4 text-lg font-semibold text-slate-900">
          Amount to Pay: {formatUsd(order.total)} USD
        </p>
        <div className="mt-8">
          <PaymentArea order={order} kind={kind} />
        </div>
        <p className="mt-6 flex items-start gap-2 border-t border-slate-100 pt-6 text-sm text-slate-600">
          <LockIcon className="mt-0.5 size-4 shrink-0 text-emerald-600" />
          <span>
            You pay on PayPal's secure page with your PayPal account or a card. We never see your
            card details, and {PURCHASE_TEXTS[kind].unlock}
          </span>
        </p>
      </section>
      <SummaryCard
        className="lg:col-span-2"
        packageName={order.packageName}
        price={order.packagePrice}
        discount={{ code: order.discountCode, amount: order.discount }}
        rows={[
          { label: 'Order ID', value: <span className="font-mono">{order.orderId}</span> },
          { label: 'Date', value: order.orderDate },
          { label: 'Billed to', value: order.customerName },
          {
            label: 'Address',
            value: [order.address, order.cityName, order.countryName].filter(Boolean).join(', '),
          },
          { label: 'Status', value: <StatusBadge status={order.paymentStatus} /> },
        ]}
      />
    </div>
  );
}

function PaymentArea({ order, kind }: { order: Order; kind: PurchaseKind }) {
  const settings = usePaymentSettings();

  if (settings.isPending)
    return <LoadingBlock variant="page" label="Loading PayPal..." className="min-h-32" />;
  if (settings.isError) {
    return (
      <div className="space-y-4">
        <Alert variant="error" title="Failed to fetch PayPal configuration">
          {settings.error.message}
        </Alert>
        <Button
          variant="secondary"
          onClick={() => void settings.refetch()}
          isLoading={settings.isFetching}
          loadingText="Retrying..."
        >
          Try again
        </Button>
      </div>
    );
  }
  if (!settings.data) {
    return (
      <Alert variant="warning" title="PayPal configuration not available">
        Online payment is not set up yet. Your order is saved: please try again later or contact us.
      </Alert>
    );
  }
  return <PayPalPayment order={order} setting={settings.data} kind={kind} />;
}
