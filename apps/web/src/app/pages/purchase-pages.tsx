import type { ComponentType } from 'react';

/**
 * Signed-in pages of the purchase area (package, checkout, payment, orders, profile), by route
 * pattern (from `paths`). A route without an entry here renders the placeholder page.
 */
export const purchasePages: Partial<Record<string, ComponentType>> = {};
