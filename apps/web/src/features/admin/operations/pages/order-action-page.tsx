import {
  formatUsd,
  ORDER_STATUSES,
  type Order,
  PAYMENT_STATUSES,
  type UpdateOrderInput,
} from '@leadvault/contract';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useActivity } from '../api/get-activity';
import { useOrder } from '../api/get-order';
import { useUpdateOrder } from '../api/update-order';
import { AdminScreen, errorText, Panel, QueryState } from '../components/admin-screen';
import { DeliveryRecord } from '../components/delivery-record';
import { SelectField } from '../components/fields';
import { OrderMenu } from '../components/order-menu';
import { RefundPanel } from '../components/refund-panel';
import { StatusBadge } from '../components/status-badge';
import { formatDateTime } from '../utils';

/** The order action page (`/admin/order/:id`, also read as `/admin/orders/:id`). */
export function OrderActionPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  return (
    <AdminScreen
      title="Order Details"
      toolbar={<OrderMenu />}
      back={{ to: paths.admin.orders, label: 'Total Orders' }}
    >
      <QueryState query={order} label="Loading the order...">
        {(data) => (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div className="space-y-6">
              <OrderSummary order={data} />
              <OrderHistory orderId={data._id} />
              <DeliveryRecord orderId={data._id} />
            </div>
            <div className="space-y-6">
              {/* Keyed by status: after a refund the form starts from the new values. */}
              <UpdateOrderForm key={`${data.paymentStatus}-${data.orderStatus}`} order={data} />
              {data.paymentStatus === 'Received' && data.transactionId ? (
                <RefundPanel order={data} />
              ) : null}
            </div>
          </div>
        )}
      </QueryState>
    </AdminScreen>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 break-words text-sm text-slate-900">{children || '—'}</dd>
    </div>
  );
}

function OrderSummary({ order }: { order: Order }) {
  return (
    <Panel title={`Order ${order.orderId}`}>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <Field label="Payment Status">
          <StatusBadge status={order.paymentStatus} />
        </Field>
        <Field label="Order Status">
          <StatusBadge status={order.orderStatus} />
        </Field>
        <Field label="Customer">{order.customerName}</Field>
        <Field label="Email">{order.customerEmail}</Field>
        <Field label="Package">{order.packageName}</Field>
        <Field label="Price">{formatUsd(order.packagePrice)}</Field>
        <Field label="Date">{order.orderDate}</Field>
        <Field label="Payment ID">{order.paymentId}</Field>
        <Field label="Website">{order.customerWebsite}</Field>
        <Field label="Transaction ID">{order.transactionId}</Field>
        <Field label="Address">
          {[order.address, order.cityName, order.countryName].filter(Boolean).join(', ')}
        </Field>
        <Field label="Note">{order.customerNote}</Field>
      </dl>
    </Panel>
  );
}

function OrderHistory({ orderId }: { orderId: string }) {
  const history = useActivity('order', orderId);
  return (
    <Panel title="History">
      {history.isPending ? (
        <p className="text-sm text-slate-500">Loading the history...</p>
      ) : history.isError ? (
        <Alert variant="error">{errorText(history.error)}</Alert>
      ) : history.data.length === 0 ? (
        <p className="text-sm text-slate-500">No status changes yet.</p>
      ) : (
        <ol className="space-y-3" aria-label="Status changes, newest first">
          {history.data.map((entry) => (
            <li key={entry._id} className="border-l-2 border-indigo-200 pl-3">
              <p className="text-sm font-medium text-slate-900">{entry.summary}</p>
              <p className="text-xs text-slate-500">
                {entry.actorEmail} ·{' '}
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

const isStaffChoice = (value: string): value is (typeof ORDER_STATUSES)[number] =>
  (ORDER_STATUSES as readonly string[]).includes(value);

function UpdateOrderForm({ order }: { order: Order }) {
  const navigate = useNavigate();
  const update = useUpdateOrder();
  const [paymentStatus, setPaymentStatus] = useState<string>(order.paymentStatus);
  // 'Completed' is set only by a captured payment: it is shown but cannot be picked.
  const [orderStatus, setOrderStatus] = useState<string>(order.orderStatus);

  function submit(event: FormEvent) {
    event.preventDefault();
    const input: UpdateOrderInput = {
      paymentStatus: paymentStatus as UpdateOrderInput['paymentStatus'],
      ...(isStaffChoice(orderStatus) ? { orderStatus } : {}),
    };
    update.mutate(
      { id: order._id, input },
      {
        onSuccess: () => {
          toast.success('Order updated.');
          navigate(paths.admin.orders);
        },
      },
    );
  }

  return (
    <Panel title="Update Order" className="h-fit">
      <form onSubmit={submit} className="space-y-5" noValidate>
        <SelectField
          label="Payment Status"
          value={paymentStatus}
          onChange={(event) => setPaymentStatus(event.target.value)}
        >
          {PAYMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Order Status"
          value={orderStatus}
          onChange={(event) => setOrderStatus(event.target.value)}
          hint={
            orderStatus === 'Completed'
              ? 'Completed is set by a captured payment; pick another status to change it.'
              : undefined
          }
        >
          {orderStatus === 'Completed' || order.orderStatus === 'Completed' ? (
            <option value="Completed" disabled>
              Completed
            </option>
          ) : null}
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </SelectField>
        <p className="text-xs text-slate-500">
          Changing a status here does not move money at PayPal. To give a PayPal payment back, use
          Refund Payment.
        </p>
        {update.isError ? (
          <Alert variant="error">
            {`Error updating payment status: ${errorText(update.error)}`}
          </Alert>
        ) : null}
        <Button type="submit" fullWidth isLoading={update.isPending} loadingText="Updating...">
          Update Order
        </Button>
      </form>
    </Panel>
  );
}
