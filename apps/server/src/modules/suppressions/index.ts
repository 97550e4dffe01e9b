export { domainAndParents, domainSuppressed, emailDomain, suppressedAmong } from './matching.ts';
export { suppressionRoutes } from './routes.ts';
export { suppressByOptOut } from './service.ts';
