import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import {
  LoginPage,
  RegisterPage,
  ResetPage,
  UpdatePasswordPage,
  VerifyEmailPage,
} from '@/features/auth';
import { UserDashboardPage } from '@/features/dashboard';
import { OptOutConfirmPage, OptOutPage } from '@/features/opt-out';

/**
 * Sign-in, account and opt-out pages, by route pattern (from `paths`). Their forms need
 * react-hook-form and the contract's schemas, which the marketing pages do not: the router
 * loads this module with import() only, so it ships as its own chunk. Never import it statically.
 */
export const accountPages: Record<string, ComponentType> = {
  [paths.login]: LoginPage,
  [paths.register]: RegisterPage,
  [paths.reset]: ResetPage,
  [paths.updatePassword]: UpdatePasswordPage,
  [paths.verifyEmail]: VerifyEmailPage,
  [paths.userDashboard]: UserDashboardPage,
  [paths.optOut]: OptOutPage,
  [paths.optOutConfirm]: OptOutConfirmPage,
};
