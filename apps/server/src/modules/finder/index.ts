/**
 * The e-mail finder and domain search (issue 29, LEADS.md "E-mail finder and bulk enrichment"):
 * name folding (`names.ts`), the domain's pattern from the addresses we hold (`patterns.ts`), the
 * finder itself on top of our checker and the reveal's charging (`service.ts`), the domain
 * search (`domain.ts`) and their routes.
 */
export { finderRoutes } from './routes.ts';
export { type FinderDeps, findEmail, finderTuning } from './service.ts';
