import {
  ORDER_STATUSES,
  type Order,
  PAYMENT_STATUSES,
  type UpdateOrderInput,
} from '@leadvault/contract';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorText, Panel } from '../operations/components/admin-screen';
import { SelectField } from '../operations/components/fields';
import { useUpdateOrder } from './api/update-order';

const isStaffChoice = (value: string): value is (typeof ORDER_STATUSES)[number] =>
  (ORDER_STATUSES as readonly string[]).includes(value);

/** The staff's Update Order form: payment and order status. */
export function OrderForm({ order }: { order: Order }) {
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
