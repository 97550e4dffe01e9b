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

/**
 * `PUT /api/update-profile/:id`: only the name and the picture can change. The picture is an
 * address on this site (`/uploads/...`) or an http(s) URL; empty means the default picture.
 */
export const UpdateProfileInput = z.object({
  userName: z
    .string({ error: 'Your Name is required.' })
    .trim()
    .min(1, 'Your Name is required.')
    .max(100, 'At most 100 characters.'),
  profileImg: z
    .string()
    .trim()
    .max(2000, 'The image address is too long.')
    .refine((value) => value === '' || /^(https?:\/\/|\/(?!\/))/i.test(value), {
      error: 'Enter an http(s) address or upload an image.',
    })
    .optional(),
});
export type UpdateProfileInput = z.infer<typeof UpdateProfileInput>;

/** `POST /api/upload` (multipart field `image`): where the re-encoded picture is served. */
export const UploadResponse = z.object({ file: z.object({ url: z.string() }) });
export type UploadResponse = z.infer<typeof UploadResponse>;
