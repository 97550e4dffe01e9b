import {
  ORDER_STATUSES,
  Order,
  PAYMENT_STATUSES,
  type UpdateOrderInput,
} from '@leadvault/contract';
import { AdminFormFrame, SelectField, type SelectOption, useAdminForm } from '@/components/kit';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { useUpdateOrder } from './api/update-order';

/** The form holds the order's own statuses, `Completed` included (a captured payment's). */
const OrderStatusValues = Order.pick({ paymentStatus: true, orderStatus: true });

const isStaffChoice = (value: string): value is (typeof ORDER_STATUSES)[number] =>
  (ORDER_STATUSES as readonly string[]).includes(value);

const paymentOptions: SelectOption[] = PAYMENT_STATUSES.map((status) => ({
  value: status,
  label: status,
}));

/** Staff pick any of ORDER_STATUSES; 'Completed' is shown, not pickable, on an order that has it. */
function orderOptions(order: Order): SelectOption[] {
  const choices = ORDER_STATUSES.map((status) => ({ value: status, label: status }));
  return order.orderStatus === 'Completed'
    ? [{ value: 'Completed', label: 'Completed', disabled: true }, ...choices]
    : choices;
}

/** The staff's Update Order form: payment and order status; back to Total Orders once saved. */
export function OrderForm({ order }: { order: Order }) {
  const update = useUpdateOrder();
  const editor = useAdminForm({
    schema: OrderStatusValues,
    defaultValues: { paymentStatus: order.paymentStatus, orderStatus: order.orderStatus },
    save: ({ paymentStatus, orderStatus }) => {
      // A status left at Completed is not sent: the order keeps it.
      const input: UpdateOrderInput = {
        paymentStatus,
        ...(isStaffChoice(orderStatus) ? { orderStatus } : {}),
      };
      return update.mutateAsync({ id: order._id, input });
    },
    successMessage: 'Order updated.',
    errorMessage: 'Error updating payment status',
    redirectTo: paths.admin.orders,
  });
  const orderStatus = editor.form.watch('orderStatus');

  return (
    <AdminFormFrame
      editor={editor}
      title="Update Order"
      submitLabel="Update Order"
      busyLabel="Updating..."
      fullWidthSubmit
      className="h-fit"
      footer={
        editor.saveError ? (
          <Alert variant="error">
            {`Error updating payment status: ${errorText(editor.saveError)}`}
          </Alert>
        ) : null
      }
    >
      <SelectField
        editor={editor}
        name="paymentStatus"
        label="Payment Status"
        options={paymentOptions}
      />
      <SelectField
        editor={editor}
        name="orderStatus"
        label="Order Status"
        options={orderOptions(order)}
        hint={
          orderStatus === 'Completed'
            ? 'Completed is set by a captured payment; pick another status to change it.'
            : undefined
        }
      />
      <p className="text-xs text-slate-500">
        Changing a status here does not move money at PayPal. To give a PayPal payment back, use
        Refund Payment.
      </p>
    </AdminFormFrame>
  );
}
