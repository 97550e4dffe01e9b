export {
  domainAndParents,
  emailDomain,
  normalizeEmail,
  suppressedAmong,
} from './matching.ts';
