export { userRoutes } from './routes.ts';
export { countStaff, ensureStaffMember, roleForEmail } from './service.ts';
