import type { Order } from '@leadvault/contract';
import { useQuery } from '@tanstack/react-query';
import { packageQueryOptions } from '../api/get-package';
import { type PurchaseKind, packagePurchaseKind } from '../purchase-texts';

/**
 * What an order buys. A paid segment order carries its cut; before the payment only its
 * package says it is cut from our leads, so a database order asks for the package.
 */
export function useOrderPurchaseKind(order: Order | undefined): PurchaseKind | undefined {
  const askPackage = order?.packageKind === 'database' && !order.cut;
  const pkg = useQuery({ ...packageQueryOptions(order?.packageId ?? ''), enabled: askPackage });
  if (!order) return undefined;
  if (order.cut) return 'segment';
  return pkg.data ? packagePurchaseKind(pkg.data) : order.packageKind;
}
