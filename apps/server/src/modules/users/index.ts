export { ensureStaffMember, roleForEmail } from './service.ts';
