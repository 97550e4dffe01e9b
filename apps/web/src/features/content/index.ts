// Public content: query hooks (for other areas and the back office's invalidation), the
// home page's sections and the marketing pages.
export { addContactMessage, useAddContactMessage } from './api/add-contact-message';
export { useAbout } from './api/get-about';
export { useAboutServices } from './api/get-about-services';
export { BANNER_CACHE_MS, bannerQueryOptions, useBanner } from './api/get-banner';
export { useContactInfo } from './api/get-contact-info';
export { useFaqs } from './api/get-faqs';
export { useFaqsTitle } from './api/get-faqs-title';
export { useFeaturePageTwo } from './api/get-feature-page-two';
export { useFeatures } from './api/get-features';
export { useFeaturesTitle } from './api/get-features-title';
export { footerLinksQueryOptions, useFooterLinks } from './api/get-footer-links';
export { logoQueryOptions, useLogo } from './api/get-logo';
export { usePackageTitle } from './api/get-package-titles';
export { packagesQueryOptions, usePackages } from './api/get-packages';
export { useRoad } from './api/get-road';
export { useSpeciality } from './api/get-speciality';
export { useTeamTitle } from './api/get-team-title';
export { useTeams } from './api/get-teams';
export {
  TESTIMONIALS_CACHE_MS,
  testimonialsQueryOptions,
  useTestimonials,
} from './api/get-testimonials';
export { testimonialsTitleQueryOptions, useTestimonialsTitle } from './api/get-testimonials-title';
export { useWhyChoose } from './api/get-why-choose';
export { type ContentName, contentKeys } from './api/keys';
export { clearStoredContent } from './api/stored-query';
export { FeatureTwoSection } from './components/feature-two-section';
export { FeaturesSection } from './components/features-section';
export { PackagePlansSection } from './components/package-plans';
export { LoadError, Loading, Skeleton } from './components/query-state';
export { ReviewsCarousel } from './components/reviews-carousel';
export { RoadSection } from './components/road-section';
export { ServicesSection } from './components/services-section';
export { SmartLink } from './components/smart-link';
export { WhyChooseSection } from './components/why-choose-section';
export { AboutPage } from './pages/about-page';
export { ContactPage } from './pages/contact-page';
export { DepositPage } from './pages/deposit-page';
export { PricingPage } from './pages/pricing-page';
export { PrivacyPolicyPage } from './pages/privacy-policy-page';
export { TermsConditionPage } from './pages/terms-condition-page';
export { WhyChoosePage } from './pages/why-choose-page';
