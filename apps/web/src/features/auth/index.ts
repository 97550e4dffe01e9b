export { useChangePassword } from './api/change-password';
export { type AuthStatus, meQueryOptions, useAuth, useMe } from './api/get-me';
export { authKeys } from './api/keys';
export { useRequestPasswordReset } from './api/request-password-reset';
export { useResetPassword } from './api/reset-password';
export { useSignIn } from './api/sign-in';
export { useSignOut } from './api/sign-out';
export { useSignUp } from './api/sign-up';
export { LoginPage } from './components/login-page';
export { RegisterPage } from './components/register-page';
export {
  canAccess,
  NOT_ADMIN_MESSAGE,
  NOT_STAFF_MESSAGE,
  RequireAdminAccess,
} from './components/require-admin-access';
export { RequireAuth } from './components/require-auth';
export { ResetPage } from './components/reset-page';
export { UpdatePasswordPage } from './components/update-password-page';
export { VerifyEmailPage } from './components/verify-email-page';
export { AUTH_ERROR_MESSAGES, authErrorMessage } from './error-messages';
export { type LoginRedirectState, landingPath, redirectTarget } from './utils';
