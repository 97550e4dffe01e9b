export { leadRoutes } from './routes.ts';
export { seedFindLeadsDemo } from './seed.ts';
