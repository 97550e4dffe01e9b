import { z } from 'zod';
import { Profile } from './profile.ts';
import { Role } from './roles.ts';

export const SessionUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable().optional(),
  /** The owner proved the address (the link e-mailed to it); staff roles need it. */
  emailVerified: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const MeResponse = z.object({
  user: SessionUser,
  profile: Profile.nullable(),
  role: Role,
});
export type MeResponse = z.infer<typeof MeResponse>;
