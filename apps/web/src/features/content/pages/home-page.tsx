import { FeatureTwoSection } from '../components/feature-two-section';
import { FeaturesSection } from '../components/features-section';
import { FindLeadsBand } from '../components/find-leads-band';
import { HeroBanner } from '../components/hero-banner';
import { PackagePlansSection } from '../components/package-plans';
import { ReviewsCarousel } from '../components/reviews-carousel';
import { RoadSection } from '../components/road-section';
import { ServicesSection } from '../components/services-section';
import { WhyChooseSection } from '../components/why-choose-section';

/**
 * The home page, sections in the spec's order: hero, features, services, package plans,
 * Find Leads and the credit packs (issue 30), why-choose, roadmap/about with the contact e-mail,
 * customer reviews.
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
      <FindLeadsBand />
      <WhyChooseSection />
      <RoadSection />
      <ReviewsCarousel />
    </>
  );
}
