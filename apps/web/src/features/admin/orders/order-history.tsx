import { ActivityHistory } from '../components/activity-history';

/** The order's status changes, newest first, with who made them. */
export function OrderHistory({ orderId }: { orderId: string }) {
  return (
    <ActivityHistory
      entity="order"
      entityId={orderId}
      title="History"
      empty="No status changes yet."
      listLabel="Status changes, newest first"
    />
  );
}
