export {
  type ContentRoutes,
  registerContentReads,
  registerContentWrites,
} from './register.ts';
export { contentRoutes } from './routes.ts';
export { seedContent } from './seed.ts';
