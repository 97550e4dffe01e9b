import { paths } from '@/config/paths';
import { contactInfoApi } from '../api/resources';
import { AdminPage } from '../components/admin-page';
import { HubCard, HubGrid } from '../components/hub-card';
import { CardIcon, FooterIcon, HomeIcon, ImageIcon, PhoneIcon } from '../components/icons';
import { LatestChanges } from '../components/latest-changes';

const a = paths.admin;

/** /admin/setting: the spec's five cards, and the latest content changes. */
export function SettingsHubPage() {
  const contact = contactInfoApi.useFirst();
  return (
    <AdminPage
      title="Settings"
      eyebrow="Back office"
      description="Everything visitors see on the public site: the logo, the home page, the footer and the contact page, plus how customers pay."
    >
      <HubGrid label="Settings">
        <HubCard
          title="Logo Setting"
          description="The logo shown in the header and the footer."
          icon={<ImageIcon />}
          to={a.settingGeneral}
        />
        <HubCard
          title="Footer Setting"
          description="About text, copyright line and social links."
          icon={<FooterIcon />}
          to={a.settingFooter}
        />
        <HubCard
          title="Payment Setting"
          description="The PayPal client id used at checkout."
          icon={<CardIcon />}
          to={a.settingPayment}
        />
        <HubCard
          title="Home Page Setting"
          description="Banner, features, about, why choose us, call to action, team, testimonials and FAQs."
          icon={<HomeIcon />}
          to={a.settingHomepage}
        />
        <HubCard
          title="Contact Page Setting"
          description="Heading, address, phone number and e-mail of the contact page."
          icon={<PhoneIcon />}
          to={contact.data ? a.editContactPage(contact.data._id) : undefined}
        />
      </HubGrid>
      <LatestChanges />
    </AdminPage>
  );
}
