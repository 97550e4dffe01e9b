import { z } from 'zod';
import { isUploadedImagePath, TEXT_MAX, text } from './text.ts';

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
  userName: text({ label: 'Your Name', max: TEXT_MAX.name }).optional(),
  userEmail: text({ label: 'Email', max: TEXT_MAX.email }).optional(),
  profileStatus: text({ label: 'Profile status', max: TEXT_MAX.name }).optional(),
  userPoint: z.unknown().optional(),
  profileImg: text({ label: 'Profile image', max: TEXT_MAX.url }).optional(),
});
export type AddProfileInfoInput = z.infer<typeof AddProfileInfoInput>;

export const PROFILE_IMAGE_MESSAGE =
  'Upload your picture here: a profile picture must be an image uploaded to this site.';

/**
 * `PUT /api/update-profile/:id`: only the name and the picture can change. The picture is one
 * uploaded here (`/uploads/<name>.webp`, as `POST /api/upload` answers); empty means the default
 * picture. Addresses on other sites are refused: staff opening the profile would fetch them.
 */
export const UpdateProfileInput = z.object({
  userName: text({ label: 'Your Name', max: TEXT_MAX.name, required: 'Your Name is required.' }),
  profileImg: text({ label: 'Profile image', max: TEXT_MAX.url })
    .refine(
      (value) => value === '' || value === DEFAULT_PROFILE_IMAGE || isUploadedImagePath(value),
      { error: PROFILE_IMAGE_MESSAGE },
    )
    .optional(),
});
export type UpdateProfileInput = z.infer<typeof UpdateProfileInput>;

/** `POST /api/upload` (multipart field `image`): where the re-encoded picture is served. */
export const UploadResponse = z.object({ file: z.object({ url: z.string() }) });
export type UploadResponse = z.infer<typeof UploadResponse>;
