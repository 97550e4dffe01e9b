export { deliveryRoutes } from './routes.ts';
export { seedDemoDatabaseFiles } from './seed.ts';
