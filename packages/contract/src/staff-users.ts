import { z } from 'zod';
import { emailField } from './email.ts';
import { requiredText, TEXT_MAX } from './text.ts';

// Manage Users: the staff list (Admins and Managers) and the invitations mailed to it.

/**
 * A person on the staff list. `hasAccount`: someone has signed up with the e-mail;
 * `emailVerified`: that account's owner proved the address. The role applies only then.
 */
export const StaffUser = z.object({
  _id: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  userRole: z.enum(['Admin', 'Manager']),
  hasAccount: z.boolean(),
  emailVerified: z.boolean(),
});
export type StaffUser = z.infer<typeof StaffUser>;

/**
 * What was mailed to a staff address: `verification` (its account must confirm the address),
 * `invitation` (no account yet: sign up with it), `none` (already verified), `failed` (the
 * mail could not be sent; resend it later).
 */
export const StaffInvitation = z.enum(['verification', 'invitation', 'none', 'failed']);
export type StaffInvitation = z.infer<typeof StaffInvitation>;

/** The answer of `POST /api/add-user` and `PUT /api/user/:id`: the row and what was mailed. */
export const SavedStaffUser = StaffUser.extend({ invitation: StaffInvitation });
export type SavedStaffUser = z.infer<typeof SavedStaffUser>;

/** The answer of `POST /api/user/:id/resend-invitation`. */
export const ResendInvitationResult = z.object({
  invitation: z.enum(['verification', 'invitation']),
});
export type ResendInvitationResult = z.infer<typeof ResendInvitationResult>;

/** `POST /api/add-user` and `PUT /api/user/:id`. */
export const StaffUserInput = z.object({
  userName: requiredText('User Name', "Enter the user's name.", TEXT_MAX.name),
  userEmail: emailField({
    label: 'User Email',
    required: "Enter the user's e-mail address.",
    invalid: 'Enter a valid e-mail address, like name@example.com.',
  }),
  userRole: z.enum(['Admin', 'Manager'], { error: 'Choose a role: Admin or Manager.' }),
});
export type StaffUserInput = z.infer<typeof StaffUserInput>;
