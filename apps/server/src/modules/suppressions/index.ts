export { domainAndParents, domainSuppressed, emailDomain, suppressedAmong } from './matching.ts';
export { dropLeadPages, suppressionRoutes } from './routes.ts';
export { suppressByOptOut } from './service.ts';
