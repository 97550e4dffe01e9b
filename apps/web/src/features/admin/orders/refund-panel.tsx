import {
  formatUsd,
  isCreditPackOrder,
  type Order,
  RefundOrderInput,
  refundCreditsSentence,
} from '@leadvault/contract';
import { useId, useState } from 'react';
import { Panel, TextareaField, useAdminForm } from '@/components/kit';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { Modal } from '@/components/ui/modal';
import { errorText } from '@/lib/error-text';
import { useRefundPreview } from './api/get-refund-preview';
import { useRefundOrder } from './api/refund-order';

/**
 * The order action page's refund: for a Received order, the whole payment goes back to the
 * customer through PayPal after a confirmation that asks for the reason. A refund PayPal
 * refuses keeps the dialog open with PayPal's reason; nothing changes then.
 */
export function RefundPanel({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const amount = formatUsd(order.total);

  return (
    <Panel title="Refund" className="h-fit">
      <p className="text-sm text-slate-600">
        Return the whole payment of <span className="font-medium text-slate-900">{amount}</span> to
        the customer through PayPal. The order becomes Refunded,{' '}
        {isCreditPackOrder(order)
          ? "the pack's unspent credits are taken back"
          : 'its access links are withdrawn'}{' '}
        and the customer is e-mailed.
      </p>
      <Button variant="danger" fullWidth className="mt-5" onClick={() => setOpen(true)}>
        Refund Payment
      </Button>
      {/* Mounted while open: each opening starts with an empty reason. */}
      {open ? <RefundDialog order={order} amount={amount} onClose={() => setOpen(false)} /> : null}
    </Panel>
  );
}

function RefundDialog({
  order,
  amount,
  onClose,
}: {
  order: Order;
  amount: string;
  onClose: () => void;
}) {
  const formId = useId();
  const refund = useRefundOrder();
  const editor = useAdminForm({
    schema: RefundOrderInput,
    defaultValues: { reason: '' },
    save: (input) => refund.mutateAsync({ id: order._id, input }),
    // The whole payment is refunded: the order's price is the amount returned.
    successMessage: `Payment refunded: ${amount} returned through PayPal.`,
    errorMessage: 'The payment was not refunded.',
    onSaved: onClose,
  });
  const busy = editor.isBusy;

  return (
    <Modal
      open
      onClose={() => {
        if (!busy) onClose();
      }}
      title={`Refund ${amount} to ${order.customerName}?`}
      description={`Order ${order.orderId}: PayPal returns the whole payment to ${order.customerEmail}. This cannot be undone.`}
      size="md"
      role="alertdialog"
      dismissible={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="danger"
            isLoading={busy}
            loadingText="Refunding..."
          >
            {`Refund ${amount}`}
          </Button>
        </>
      }
    >
      <Form id={formId} form={editor.form} className="space-y-4 pb-1" onSubmit={editor.submit}>
        {isCreditPackOrder(order) ? <PackCreditsNotice orderId={order._id} /> : null}
        <fieldset disabled={busy} className="min-w-0">
          <TextareaField
            editor={editor}
            name="reason"
            label="Reason"
            rows={3}
            placeholder="Why is this payment refunded?"
            hint="Kept in the order's history, not sent to the customer."
          />
        </fieldset>
        {editor.saveError ? <Alert variant="error">{errorText(editor.saveError)}</Alert> : null}
      </Form>
    </Modal>
  );
}

/** What the refund takes back of a credit pack, asked when the dialog opens. */
function PackCreditsNotice({ orderId }: { orderId: string }) {
  const preview = useRefundPreview(orderId);
  if (preview.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Checking the pack's credits...
      </p>
    );
  }
  if (preview.isError) {
    return (
      <Alert variant="warning" title="The pack's credits could not be checked">
        {errorText(preview.error)} The refund still takes back what is left of them.
      </Alert>
    );
  }
  const sentence = refundCreditsSentence(preview.data);
  return (
    <Alert variant={preview.data.credits?.spent ? 'warning' : 'info'} title="Credits of this pack">
      {sentence ?? 'The customer holds none of its credits now: none will be taken back.'}
    </Alert>
  );
}
