/** Query keys of the checkout area (orders themselves are under `orderKeys`). */
export const checkoutKeys = {
  all: ['checkout'] as const,
  package: (id: string) => [...checkoutKeys.all, 'package', id] as const,
  countries: () => [...checkoutKeys.all, 'countries'] as const,
  paymentSettings: () => [...checkoutKeys.all, 'payment-settings'] as const,
};
