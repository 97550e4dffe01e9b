import { usePackageTitle } from '../api/get-package-titles';
import { FaqSection } from '../components/faq-section';
import { FindLeadsBand } from '../components/find-leads-band';
import { PackagePlanGrid } from '../components/package-plans';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';

/** /pricing: the package plans under the package title, Find Leads' credit packs, the FAQs. */
export function PricingPage() {
  const title = usePackageTitle();
  return (
    <>
      <PageHero
        documentTitle="Pricing"
        crumb="Pricing"
        eyebrow="Pricing"
        title={title.data?.titleOne || 'Pricing'}
        description={title.data?.description}
        isLoading={title.isPending}
      />
      <Section>
        <PackagePlanGrid />
      </Section>
      <FindLeadsBand />
      <FaqSection />
    </>
  );
}
