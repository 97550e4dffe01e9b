import {
  FeaturesSection,
  FeatureTwoSection,
  PackagePlansSection,
  ReviewsCarousel,
  RoadSection,
  ServicesSection,
  WhyChooseSection,
} from '@/features/content';
import { HeroBanner } from './hero-banner';

/**
 * The home page, sections in the spec's order: hero, features, services, package plans,
 * why-choose, roadmap/about with the contact e-mail, customer reviews.
 */
export function HomePage() {
  return (
    <>
      <title>LeadVault — Verified B2B e-mail lead databases</title>
      <HeroBanner />
      <FeaturesSection />
      <FeatureTwoSection />
      <ServicesSection />
      <PackagePlansSection />
      <WhyChooseSection />
      <RoadSection />
      <ReviewsCarousel />
    </>
  );
}
