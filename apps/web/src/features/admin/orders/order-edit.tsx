import { useParams } from 'react-router';
import { PageFrame } from '@/components/kit';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useOrder } from '@/lib/api/order';
import { DeliveryRecord } from './delivery-record';
import { OrderCut } from './order-cut';
import { OrderForm } from './order-form';
import { OrderHistory } from './order-history';
import { OrderMenu } from './order-menu';
import { OrderSummary } from './order-summary';
import { RefundPanel } from './refund-panel';

/** The order action page (`/admin/order/:id`, also read as `/admin/orders/:id`). */
export function OrderActionPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  return (
    <PageFrame
      title="Order Details"
      toolbar={<OrderMenu />}
      back={{ to: paths.admin.orders, label: 'Total Orders' }}
    >
      <QueryState query={order} label="Loading the order...">
        {(data) => (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div className="space-y-6">
              <OrderSummary order={data} />
              {data.cut ? <OrderCut cut={data.cut} /> : null}
              <OrderHistory orderId={data._id} />
              <DeliveryRecord orderId={data._id} />
            </div>
            <div className="space-y-6">
              {/* Keyed by status: after a refund the form starts from the new values. */}
              <OrderForm key={`${data.paymentStatus}-${data.orderStatus}`} order={data} />
              {data.paymentStatus === 'Received' && data.transactionId ? (
                <RefundPanel order={data} />
              ) : null}
            </div>
          </div>
        )}
      </QueryState>
    </PageFrame>
  );
}
