// The marketing pages other than home and contact, one chunk loaded by the router on demand.
export { AboutPage } from './about-page';
export { DepositPage } from './deposit-page';
export { PricingPage } from './pricing-page';
export { PrivacyPolicyPage } from './privacy-policy-page';
export { TermsConditionPage } from './terms-condition-page';
export { WhyChoosePage } from './why-choose-page';
