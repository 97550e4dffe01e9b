export { removeUnusedUploads } from './cleanup.ts';
export { UPLOAD_RATE_LIMIT, uploadRoutes } from './routes.ts';
export { MAX_INPUT_PIXELS, MAX_UPLOAD_BYTES, sniffImage } from './service.ts';
