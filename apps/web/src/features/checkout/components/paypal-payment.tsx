import type { Order, PaymentSetting } from '@leadvault/contract';
import {
  PayPalButtons,
  type PayPalButtonsComponentProps,
  PayPalScriptProvider,
  usePayPalScriptReducer,
} from '@paypal/react-paypal-js';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { orderKeys } from '@/lib/query-keys';
import { useCapturePayPalOrder } from '../api/capture-paypal-order';
import { useCreatePayPalOrder } from '../api/create-paypal-order';
import { type PurchaseKind, paymentReceivedMessage } from '../purchase-texts';

/** How long the buyer sees 'card declined' before PayPal opens again to choose another way. */
const DECLINED_NOTICE_MS = 4000;

const BUTTON_STYLE = { layout: 'vertical', color: 'blue', shape: 'rect', label: 'pay' } as const;

type PayState =
  | { kind: 'idle' }
  | { kind: 'capturing' }
  | { kind: 'declined'; message: string }
  | { kind: 'error'; message: string };

/** PayPal's buttons for one Pending order, with the SDK that `GET /api/payments` names. */
export function PayPalPayment({
  order,
  setting,
  kind,
}: {
  order: Order;
  setting: PaymentSetting;
  kind: PurchaseKind;
}) {
  return (
    <PayPalScriptProvider
      options={{
        clientId: setting.email,
        sdkBaseUrl: setting.sdkUrl,
        currency: 'USD',
        components: 'buttons',
      }}
    >
      <PayPalArea order={order} kind={kind} />
    </PayPalScriptProvider>
  );
}

function PayPalArea({ order, kind }: { order: Order; kind: PurchaseKind }) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createPayPalOrder = useCreatePayPalOrder();
  const capture = useCapturePayPalOrder();
  const [state, setState] = useState<PayState>({ kind: 'idle' });
  // Lets the buyer skip the wait after a declined card.
  const restartNow = useRef<(() => void) | null>(null);

  const refreshOrder = () =>
    queryClient.invalidateQueries({ queryKey: orderKeys.detail(order._id) });

  // The server creates and captures; the browser only passes ids along.
  const createOrder: PayPalButtonsComponentProps['createOrder'] = async () => {
    setState({ kind: 'idle' });
    try {
      return (await createPayPalOrder.mutateAsync(order._id)).id;
    } catch (error) {
      // The order may have changed meanwhile (paid in another tab, cancelled): show it as it is.
      void refreshOrder();
      throw error;
    }
  };

  const onApprove: PayPalButtonsComponentProps['onApprove'] = async (data, actions) => {
    setState({ kind: 'capturing' });
    try {
      const captured = await capture.mutateAsync(data.orderID);
      toast.success(paymentReceivedMessage(captured, kind));
      navigate(paths.myOrders);
    } catch (error) {
      if (isApiError(error) && error.code === 'INSTRUMENT_DECLINED') {
        setState({ kind: 'declined', message: error.message });
        await new Promise<void>((resolve) => {
          const timer = window.setTimeout(resolve, DECLINED_NOTICE_MS);
          restartNow.current = () => {
            window.clearTimeout(timer);
            resolve();
          };
        });
        restartNow.current = null;
        return actions.restart();
      }
      void refreshOrder();
      setState({
        kind: 'error',
        message: `Payment processing error: ${errorText(error, 'The payment could not be completed.')}`,
      });
    }
  };

  const onCancel: PayPalButtonsComponentProps['onCancel'] = () => {
    navigate(paths.cancelledPayment(order._id));
  };

  const onError: PayPalButtonsComponentProps['onError'] = (error) => {
    setState({
      kind: 'error',
      message: `PayPal Error: ${errorText(error, 'PayPal could not start the payment.')}`,
    });
  };

  const busy = state.kind === 'capturing' || state.kind === 'declined';

  return (
    <div className="space-y-4">
      {state.kind === 'error' ? <Alert variant="error">{state.message}</Alert> : null}
      {state.kind === 'declined' ? (
        <Alert variant="warning" title="Your card was declined.">
          <p>
            {state.message} Nothing was charged. PayPal opens again in a moment so you can choose
            another card or payment method.
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={() => restartNow.current?.()}
          >
            Choose another way to pay now
          </Button>
        </Alert>
      ) : null}
      {state.kind === 'capturing' ? (
        <div
          role="status"
          className="flex items-center gap-3 rounded-xl border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm font-medium text-indigo-900"
        >
          <Spinner size="sm" className="text-indigo-600" />
          Confirming your payment with PayPal... Please keep this page open.
        </div>
      ) : null}
      {isPending ? (
        <div role="status" className="flex items-center gap-3 py-4 text-sm text-slate-500">
          <Spinner size="sm" className="text-indigo-600" />
          Loading PayPal...
        </div>
      ) : null}
      {isRejected ? (
        <Alert variant="error">
          PayPal Error: PayPal could not be loaded. Check your connection, then reload the page.
        </Alert>
      ) : null}
      <div
        aria-busy={busy || undefined}
        className={busy ? 'pointer-events-none opacity-50 transition-opacity' : undefined}
      >
        <PayPalButtons
          style={BUTTON_STYLE}
          createOrder={createOrder}
          onApprove={onApprove}
          onCancel={onCancel}
          onError={onError}
        />
      </div>
    </div>
  );
}
