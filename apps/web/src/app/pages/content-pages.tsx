import type { ComponentType } from 'react';

/**
 * Public marketing pages of the content area, by route pattern (from `paths`).
 * A route without an entry here renders the placeholder page.
 */
export const contentPages: Partial<Record<string, ComponentType>> = {};
