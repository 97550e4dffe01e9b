export { emailTemplateRoutes } from './routes.ts';
export { countTemplateVersions } from './service.ts';
