import type { Actor } from '../activity/index.ts';

/** The actor of changes PayPal announced (webhooks), in the activity log. */
export const PAYPAL_ACTOR: Actor = { user: { id: 'paypal', email: 'PayPal' } };
