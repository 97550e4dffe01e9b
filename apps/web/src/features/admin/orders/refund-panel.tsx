import { formatUsd, type Order, REFUND_REASON_MAX, RefundOrderInput } from '@leadvault/contract';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form, useZodForm } from '@/components/ui/form';
import { Modal } from '@/components/ui/modal';
import { errorText, Panel } from '../operations/components/admin-screen';
import { TextAreaField } from '../operations/components/fields';
import { useRefundOrder } from './api/refund-order';

/**
 * The order action page's refund: for a Received order, the whole payment goes back to the
 * customer through PayPal after a confirmation that asks for the reason. A refund PayPal
 * refuses keeps the dialog open with PayPal's reason; nothing changes then.
 */
export function RefundPanel({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const refund = useRefundOrder();
  const amount = formatUsd(order.packagePrice);

  function close() {
    if (refund.isPending) return;
    setOpen(false);
    refund.reset();
  }

  return (
    <Panel title="Refund" className="h-fit">
      <p className="text-sm text-slate-600">
        Return the whole payment of <span className="font-medium text-slate-900">{amount}</span> to
        the customer through PayPal. The order becomes Refunded and its access links are withdrawn.
      </p>
      <Button variant="danger" fullWidth className="mt-5" onClick={() => setOpen(true)}>
        Refund Payment
      </Button>
      <RefundDialog
        open={open}
        order={order}
        amount={amount}
        isBusy={refund.isPending}
        error={refund.isError ? errorText(refund.error) : undefined}
        onCancel={close}
        onConfirm={(input) =>
          refund.mutate(
            { id: order._id, input },
            {
              onSuccess: (result) => {
                toast.success(
                  `Payment refunded: ${formatUsd(result.refund.amount)} returned through PayPal.`,
                );
                setOpen(false);
                refund.reset();
              },
            },
          )
        }
      />
    </Panel>
  );
}

function RefundDialog({
  open,
  order,
  amount,
  isBusy,
  error,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  order: Order;
  amount: string;
  isBusy: boolean;
  error: string | undefined;
  onCancel: () => void;
  onConfirm: (input: RefundOrderInput) => void;
}) {
  const formId = useId();
  const form = useZodForm(RefundOrderInput, { defaultValues: { reason: '' } });
  const { errors } = form.formState;
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={`Refund ${amount} to ${order.customerName}?`}
      description={`Order ${order.orderId}: PayPal returns the whole payment to ${order.customerEmail}. This cannot be undone.`}
      size="md"
      role="alertdialog"
      dismissible={!isBusy}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={isBusy}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="danger"
            isLoading={isBusy}
            loadingText="Refunding..."
          >
            {`Refund ${amount}`}
          </Button>
        </>
      }
    >
      <Form id={formId} form={form} className="space-y-4 pb-1" onSubmit={onConfirm}>
        <TextAreaField
          label="Reason"
          rows={3}
          maxLength={REFUND_REASON_MAX}
          placeholder="Why is this payment refunded?"
          hint={`Kept in the order's history, not sent to the customer. At most ${REFUND_REASON_MAX} characters.`}
          error={errors.reason?.message}
          disabled={isBusy}
          {...form.register('reason')}
        />
        {error ? <Alert variant="error">{error}</Alert> : null}
      </Form>
    </Modal>
  );
}
