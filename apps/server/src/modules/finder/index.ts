/**
 * The e-mail finder and domain search (issue 29, LEADS.md "E-mail finder and bulk enrichment"):
 * name folding (`names.ts`), the domain's pattern from the addresses we hold (`patterns.ts`), the
 * finder itself on top of our checker and the reveal's charging (`service.ts`), an address
 * brought to be checked (`verify.ts`, bulk enrichment's), the domain search (`domain.ts`) and
 * their routes.
 */
export { type DomainKnowledge, domainKnowledge } from './domain.ts';
export { finderRoutes } from './routes.ts';
export {
  companyOf,
  domainsOfCompanies,
  type FinderDeps,
  findEmail,
  finderTuning,
  sameName,
} from './service.ts';
export { type AddressAnswer, verifyAddress } from './verify.ts';
