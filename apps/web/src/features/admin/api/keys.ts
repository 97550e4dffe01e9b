import type {
  ContactMessageListQuery,
  OrderListQuery,
  ProfileListQuery,
} from '@leadvault/contract';

/**
 * Query keys of the back office's operations screens, one factory per entity, all under
 * `['admin', 'ops']`. A mutation invalidates its entity's `all` (lists and details), plus the
 * dashboard when a count it shows may change.
 *
 * ```ts
 * orderKeys.all              // ['admin', 'ops', 'orders']
 * orderKeys.lists()          // ['admin', 'ops', 'orders', 'list']
 * orderKeys.list({ page })   // ['admin', 'ops', 'orders', 'list', { page }]
 * orderKeys.detail(id)       // ['admin', 'ops', 'orders', 'detail', id]
 * ```
 */
const root = ['admin', 'ops'] as const;

function entityKeys<Name extends string, Params = undefined>(name: Name) {
  const all = [...root, name] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (params?: Params) => [...all, 'list', params ?? {}] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
  };
}

export const orderKeys = {
  ...entityKeys<'orders', OrderListQuery>('orders'),
  totalSales: () => [...root, 'orders', 'total-sales'] as const,
};
export const dashboardKeys = { all: [...root, 'dashboard'] as const };
export const activityKeys = {
  all: [...root, 'activity'] as const,
  of: (entity: string, entityId: string) => [...root, 'activity', entity, entityId] as const,
};
export const packageKeys = entityKeys<'packages'>('packages');
export const packageTitleKeys = entityKeys<'package-titles'>('package-titles');
export const paymentSettingKeys = entityKeys<'payment-settings'>('payment-settings');
export const userKeys = entityKeys<'users'>('users');
export const profileKeys = entityKeys<'profiles', ProfileListQuery>('profiles');
export const contactMessageKeys = entityKeys<'contact-messages', ContactMessageListQuery>(
  'contact-messages',
);
export const emailTemplateKeys = {
  all: [...root, 'email-template'] as const,
  current: () => [...root, 'email-template', 'current'] as const,
  versions: () => [...root, 'email-template', 'versions'] as const,
};
