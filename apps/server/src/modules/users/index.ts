export { userRoutes } from './routes.ts';
export { countStaff, ensureStaffMember } from './service.ts';
