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

/**
 * `GET /api/session`: who is signed in, `me: null` when nobody is. The browser asks this on
 * every page; unlike `/api/me` it does not answer a signed-out visitor with a 401.
 */
export const SessionResponse = z.object({ me: MeResponse.nullable() });
export type SessionResponse = z.infer<typeof SessionResponse>;
