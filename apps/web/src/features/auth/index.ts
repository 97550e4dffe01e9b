export { useAuth } from './api/get-me';
export { useSignOut } from './api/sign-out';
export { LoginPage } from './components/login-page';
export { RegisterPage } from './components/register-page';
export {
  canAccess,
  NOT_ADMIN_MESSAGE,
  RequireAdminAccess,
} from './components/require-admin-access';
export { RequireAuth } from './components/require-auth';
export { ResetPage } from './components/reset-page';
export { UpdatePasswordPage } from './components/update-password-page';
export { VerifyEmailNotice } from './components/verify-email-notice';
export { VerifyEmailPage } from './components/verify-email-page';
export { loginPathFor, withNext } from './utils';
