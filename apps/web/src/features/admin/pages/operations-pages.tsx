import type { ComponentType } from 'react';

/**
 * Back-office screens for orders, payments, packages, users, credits, messages and the e-mail
 * template, by route pattern (from `paths.admin`).
 */
export const operationsPages: Partial<Record<string, ComponentType>> = {};
