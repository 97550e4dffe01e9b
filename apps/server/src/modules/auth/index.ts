export type { Auth } from './auth.ts';
export { claimAccount, markEmailVerified } from './email-verification.ts';
export { authPlugin, roleGuards, type Viewer, viewerOf } from './plugin.ts';
export { roleForUser } from './roles.ts';
export {
  mailStaffVerification,
  type StaffMailDeps,
  VERIFICATION_LINK_TTL_SECONDS,
} from './staff-verification.ts';
