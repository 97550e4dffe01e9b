/**
 * Company pages (issue 30): one company domain as our leads describe it, with the finder's
 * knowledge of its e-mail (`profile.ts`), for Find Leads and API keys. The company's leads are
 * the lead search's (`domain=`), the company filter is the search's `company=`.
 */
export { companyRoutes } from './routes.ts';
