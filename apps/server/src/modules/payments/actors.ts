import type { Actor } from '../activity/index.ts';

/** The actor of changes PayPal announced (webhooks), in the activity log. */
export const PAYPAL_ACTOR: Actor = { user: { id: 'paypal', email: 'PayPal' } };

/** The actor of what the shop does by itself, e.g. returning a payment it cannot keep. */
export const SHOP_ACTOR: Actor = { user: { id: 'leadvault', email: 'LeadVault (automatic)' } };
