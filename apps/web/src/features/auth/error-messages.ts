import { isApiError } from '@/lib/api-client';

/** The spec's catalogue (storefront §8), keyed by the server's error codes. */
export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';
export const RATE_LIMITED_ERROR = 'Too many requests. Please try again later.';
const INVALID_CREDENTIALS_ERROR =
  'Invalid login credentials. Please check your email and password.';
const RESET_EMAIL_ERROR = 'Error sending password reset email. Please try again.';
export const INVALID_RESET_TOKEN_ERROR =
  'This reset link is invalid or has expired. Please request a new one.';

const EMAIL_IN_USE = 'The email address is already in use by another account.';
const INVALID_EMAIL = 'The email address is not valid.';
const SIGN_UP_DISABLED = 'Email/Password accounts are not enabled.';
const WEAK_PASSWORD = 'The password is too weak. Please choose a stronger password.';
const USER_DISABLED = 'This user has been disabled.';

const AUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  // Sign-in
  USER_NOT_FOUND: 'No user found with this email.',
  INVALID_PASSWORD: 'Incorrect password. Please try again.',
  INVALID_EMAIL,
  USER_BANNED: USER_DISABLED,
  USER_DISABLED,
  RATE_LIMITED: RATE_LIMITED_ERROR,
  TOO_MANY_REQUESTS: RATE_LIMITED_ERROR,
  INVALID_EMAIL_OR_PASSWORD: INVALID_CREDENTIALS_ERROR,
  INVALID_CREDENTIALS: INVALID_CREDENTIALS_ERROR,

  // Sign-up
  USER_ALREADY_EXISTS: EMAIL_IN_USE,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: EMAIL_IN_USE,
  EMAIL_ALREADY_IN_USE: EMAIL_IN_USE,
  EMAIL_PASSWORD_SIGN_UP_DISABLED: SIGN_UP_DISABLED,
  EMAIL_PASSWORD_DISABLED: SIGN_UP_DISABLED,
  OPERATION_NOT_ALLOWED: SIGN_UP_DISABLED,
  PASSWORD_TOO_SHORT: WEAK_PASSWORD,
  PASSWORD_TOO_LONG: WEAK_PASSWORD,
  WEAK_PASSWORD,
  POPUP_CLOSED_BY_USER: 'The popup has been closed before completing the sign in.',
  CANCELLED_POPUP_REQUEST: 'Popup request was canceled. Please try again.',

  // Password reset
  INVALID_TOKEN: INVALID_RESET_TOKEN_ERROR,
};

/** The person-facing text for a failed sign-in, sign-up or password change. */
export function authErrorMessage(error: unknown): string {
  if (!isApiError(error)) return UNEXPECTED_ERROR;
  if (error.status === 429) return RATE_LIMITED_ERROR;
  if (error.code === 'NETWORK_ERROR') return error.message;
  return AUTH_ERROR_MESSAGES[error.code] ?? UNEXPECTED_ERROR;
}

/** The text for a failed reset-e-mail request. */
export function resetRequestErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 429) return RATE_LIMITED_ERROR;
  return RESET_EMAIL_ERROR;
}
