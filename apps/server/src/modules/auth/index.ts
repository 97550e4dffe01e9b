export { type Auth, CLIENT_IP_HEADER } from './auth.ts';
export { claimAccount, markEmailVerified } from './email-verification.ts';
export { authPlugin, type Viewer, viewerOf } from './plugin.ts';
export { roleForUser, staffMemberByEmail } from './roles.ts';
export {
  mailStaffVerification,
  type StaffMailDeps,
  VERIFICATION_LINK_TTL_SECONDS,
} from './staff-verification.ts';
