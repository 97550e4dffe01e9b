import { CreditCard, House, Image, PanelBottom, Phone } from 'lucide-react';
import { PageFrame } from '@/components/kit';
import { paths } from '@/config/paths';
import { contactInfoApi } from '../site-content/api/resources';
import { HubCard, HubGrid } from '../site-content/components/hub-card';
import { LatestChanges } from '../site-content/components/latest-changes';

const a = paths.admin;

/** /admin/setting: the spec's five cards, and the latest content changes. */
export function SettingsHubPage() {
  const contact = contactInfoApi.useFirst();
  return (
    <PageFrame
      title="Settings"
      eyebrow="Back office"
      description="Everything visitors see on the public site: the logo, the home page, the footer and the contact page, plus how customers pay."
    >
      <HubGrid label="Settings">
        <HubCard
          title="Logo Setting"
          description="The logo shown in the header and the footer."
          icon={<Image aria-hidden="true" className="size-5" />}
          to={a.settingGeneral}
        />
        <HubCard
          title="Footer Setting"
          description="About text, copyright line and social links."
          icon={<PanelBottom aria-hidden="true" className="size-5" />}
          to={a.settingFooter}
        />
        <HubCard
          title="Payment Setting"
          description="The PayPal client id used at checkout."
          icon={<CreditCard aria-hidden="true" className="size-5" />}
          to={a.settingPayment}
        />
        <HubCard
          title="Home Page Setting"
          description="Banner, features, about, why choose us, call to action, team, testimonials and FAQs."
          icon={<House aria-hidden="true" className="size-5" />}
          to={a.settingHomepage}
        />
        <HubCard
          title="Contact Page Setting"
          description="Heading, address, phone number and e-mail of the contact page."
          icon={<Phone aria-hidden="true" className="size-5" />}
          to={contact.data ? a.editContactPage(contact.data._id) : undefined}
        />
      </HubGrid>
      <LatestChanges />
    </PageFrame>
  );
}
