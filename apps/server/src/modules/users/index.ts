export {
  mailStaffVerification,
  sendStaffInvitation,
  VERIFICATION_LINK_TTL_SECONDS,
} from './invitations.ts';
export { userRoutes } from './routes.ts';
export { countStaff, ensureStaffMember, roleForUser, staffMemberByEmail } from './service.ts';
