import { z } from 'zod';

export const STARTING_CREDITS = 5;
export const DEFAULT_PROFILE_IMAGE = '/images/default-avatar.svg';

export const Profile = z.object({
  _id: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  profileStatus: z.string(),
  userPoint: z.number().int(),
  profileImg: z.string(),
});
export type Profile = z.infer<typeof Profile>;

/** The old app's call after sign-up; every field but the name is decided by the server. */
export const AddProfileInfoInput = z.object({
  userName: z.string().trim().min(1).max(100).optional(),
  userEmail: z.string().optional(),
  profileStatus: z.string().optional(),
  userPoint: z.unknown().optional(),
  profileImg: z.string().optional(),
});
export type AddProfileInfoInput = z.infer<typeof AddProfileInfoInput>;
