export { registerUploadChores } from './cleanup.ts';
export { uploadRoutes } from './routes.ts';
