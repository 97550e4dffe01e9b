// The roles as plain values, without zod: the storefront's first load asks `isStaff` of every
// visitor and must not bring the schema library with it (roles.ts holds the schemas).

export const ROLE_NAMES = ['Admin', 'Manager', 'Customer'] as const;
export const STAFF_ROLE_NAMES = ['Admin', 'Manager'] as const;

export function isStaff(role: (typeof ROLE_NAMES)[number] | undefined): boolean {
  return role === 'Admin' || role === 'Manager';
}
