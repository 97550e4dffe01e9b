import { z } from 'zod';
import { pageLimit, pageNumber, pageOf } from './list-query.ts';
import { DEFAULT_PROFILE_IMAGE } from './profile-image.ts';
import { isUploadedImagePath, TEXT_MAX, text } from './text.ts';

export const STARTING_CREDITS = 5;

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

// -- Manage Profiles and credits (back office) ----------------------------------------------

export const PROFILE_PAGE_SIZE = 10;
export const MAX_CREDITS = 1_000_000;
export const CREDITS_MESSAGE = 'Credits must be a whole number from 0 to 1,000,000.';

/** `GET /api/profiles?name=&email=&page=&limit=`: case-insensitive "contains" on both. */
export const ProfileListQuery = z.object({
  name: text({ label: 'Name', max: TEXT_MAX.name }).optional(),
  email: text({ label: 'Email', max: TEXT_MAX.email }).optional(),
  page: pageNumber,
  limit: pageLimit(100),
});
export type ProfileListQuery = z.infer<typeof ProfileListQuery>;

export const ProfilePage = pageOf(Profile);
export type ProfilePage = z.infer<typeof ProfilePage>;

export const ProfileListResponse = z.union([z.array(Profile), ProfilePage]);

/** `PUT /api/update-credit/:id`: the new balance (a number box may send text) and why. */
export const UpdateCreditInput = z.object({
  userPoint: z
    .union(
      [
        z.number({ error: CREDITS_MESSAGE }),
        z
          .string({ error: CREDITS_MESSAGE })
          .trim()
          .regex(/^\d+$/, CREDITS_MESSAGE)
          .transform(Number),
      ],
      { error: CREDITS_MESSAGE },
    )
    .pipe(
      z.number().int(CREDITS_MESSAGE).min(0, CREDITS_MESSAGE).max(MAX_CREDITS, CREDITS_MESSAGE),
    ),
  reason: text({ label: 'Reason', max: TEXT_MAX.short }).optional().default(''),
});
export type UpdateCreditInput = z.infer<typeof UpdateCreditInput>;
