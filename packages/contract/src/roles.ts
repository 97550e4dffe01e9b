import { z } from 'zod';
import { ROLE_NAMES, STAFF_ROLE_NAMES } from './role-names.ts';

export const StaffRole = z.enum(STAFF_ROLE_NAMES);
export type StaffRole = z.infer<typeof StaffRole>;

export const Role = z.enum(ROLE_NAMES);
export type Role = z.infer<typeof Role>;
