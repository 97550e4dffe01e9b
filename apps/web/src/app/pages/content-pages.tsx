import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import {
  AboutPage,
  ContactPage,
  DepositPage,
  PricingPage,
  PrivacyPolicyPage,
  TermsConditionPage,
  WhyChoosePage,
} from '@/features/content';

/**
 * Public marketing pages of the content area, by route pattern (from `paths`).
 * A route without an entry here renders the placeholder page.
 */
export const contentPages: Partial<Record<string, ComponentType>> = {
  [paths.pricing]: PricingPage,
  [paths.about]: AboutPage,
  [paths.whyChoose]: WhyChoosePage,
  [paths.contact]: ContactPage,
  [paths.deposit]: DepositPage,
  [paths.privacyPolicy]: PrivacyPolicyPage,
  [paths.termsCondition]: TermsConditionPage,
};
