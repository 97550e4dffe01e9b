// Public content: the home page (a lazy route) and query hooks; the other marketing pages are
// lazy routes of their own (app/router.tsx).
export { useBanner } from './api/get-banner';
export { footerLinksQueryOptions } from './api/get-footer-links';
export { logoQueryOptions } from './api/get-logo';
export { usePackageTitle } from './api/get-package-titles';
export { FeatureTwoSection } from './components/feature-two-section';
export { FeaturesSection } from './components/features-section';
export { PackagePlansSection } from './components/package-plans';
export { ReviewsCarousel } from './components/reviews-carousel';
export { RoadSection } from './components/road-section';
export { ServicesSection } from './components/services-section';
export { SmartLink } from './components/smart-link';
export { WhyChooseSection } from './components/why-choose-section';
export { HomePage } from './pages/home-page';
