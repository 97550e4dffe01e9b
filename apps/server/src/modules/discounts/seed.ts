import type { DbOrTx } from '../../db/index.ts';
import { discountCodes } from '../../db/schema/index.ts';

/** The demo's discount code: 10 % off every package, no limit (README's demo section). */
export const DEMO_DISCOUNT_CODE = 'WELCOME10';

/** Adds the demo code once; a code staff changed or deleted since is left as it is. */
export async function seedDemoDiscountCode(db: DbOrTx): Promise<void> {
  await db
    .insert(discountCodes)
    .values({ code: DEMO_DISCOUNT_CODE, kind: 'percent', value: 10 })
    .onConflictDoNothing();
}
