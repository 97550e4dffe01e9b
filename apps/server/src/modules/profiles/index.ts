export { ensureProfile, findProfileByUserId, toProfile } from './service.ts';
