import { z } from 'zod';

export const StaffRole = z.enum(['Admin', 'Manager']);
export type StaffRole = z.infer<typeof StaffRole>;

export const Role = z.enum(['Admin', 'Manager', 'Customer']);
export type Role = z.infer<typeof Role>;

export function isStaff(role: Role | undefined): boolean {
  return role === 'Admin' || role === 'Manager';
}
