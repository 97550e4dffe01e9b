export { uploadRoutes } from './routes.ts';
export { MAX_UPLOAD_BYTES, sniffImage } from './service.ts';
