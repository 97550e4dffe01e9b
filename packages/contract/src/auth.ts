import { z } from 'zod';
import { emailField } from './email.ts';
import { TEXT_MAX, text } from './text.ts';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

const signInEmail = emailField({ required: 'Email is Required', invalid: 'Provide a valid Email' });

const password = z
  .string({ error: 'Password is Required' })
  .min(1, 'Password is Required')
  .min(PASSWORD_MIN_LENGTH, 'Must be 6 characters or longer')
  .max(PASSWORD_MAX_LENGTH, 'Must be 128 characters or fewer');

export const SignInInput = z.object({
  email: signInEmail,
  password: z.string({ error: 'Password is Required' }).min(1, 'Password is Required'),
});
export type SignInInput = z.infer<typeof SignInInput>;

export const SignUpInput = z.object({
  name: text({ label: 'Name', max: TEXT_MAX.name, required: 'Name is Required' }),
  email: signInEmail,
  password,
});
export type SignUpInput = z.infer<typeof SignUpInput>;

export const ResetRequestInput = z.object({
  email: emailField({ required: 'Email is required.', invalid: 'Invalid email address.' }),
});
export type ResetRequestInput = z.infer<typeof ResetRequestInput>;

export const UpdatePasswordInput = z
  .object({
    password,
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type UpdatePasswordInput = z.infer<typeof UpdatePasswordInput>;

export const ChangePasswordInput = z.object({
  currentPassword: z.string().min(1, 'Password is Required'),
  newPassword: password,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;
