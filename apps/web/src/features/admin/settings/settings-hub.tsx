import { CreditCard, FileText, House, Image, PanelBottom, Phone } from 'lucide-react';
import { PageFrame } from '@/components/kit';
import { paths } from '@/config/paths';
import { contactInfoApi } from '../site-content/api/resources';
import { type HubEntry, HubGrid } from '../site-content/components/hub-card';
import { LatestChanges } from '../site-content/components/latest-changes';

const a = paths.admin;

const cards: HubEntry[] = [
  {
    title: 'Logo Setting',
    description: 'The logo shown in the header and the footer.',
    icon: <Image aria-hidden="true" className="size-5" />,
    to: a.settingGeneral,
  },
  {
    title: 'Footer Setting',
    description: 'About text, copyright line and social links.',
    icon: <PanelBottom aria-hidden="true" className="size-5" />,
    to: a.settingFooter,
  },
  {
    title: 'Payment Setting',
    description: 'The PayPal client id used at checkout.',
    icon: <CreditCard aria-hidden="true" className="size-5" />,
    to: a.settingPayment,
  },
  {
    title: 'Invoice Setting',
    description: 'Seller details, footer and number prefix printed on invoices.',
    icon: <FileText aria-hidden="true" className="size-5" />,
    to: a.settingInvoice,
  },
  {
    title: 'Home Page Setting',
    description:
      'Banner, features, about, why choose us, call to action, team, testimonials and FAQs.',
    icon: <House aria-hidden="true" className="size-5" />,
    to: a.settingHomepage,
  },
  {
    title: 'Contact Page Setting',
    description: 'Heading, address, phone number and e-mail of the contact page.',
    icon: <Phone aria-hidden="true" className="size-5" />,
    to: { resource: contactInfoApi, path: a.editContactPage },
  },
];

/** /admin/setting: the spec's five cards, and the latest content changes. */
export function SettingsHubPage() {
  return (
    <PageFrame
      title="Settings"
      eyebrow="Back office"
      description="Everything visitors see on the public site: the logo, the home page, the footer and the contact page, plus how customers pay."
    >
      <HubGrid label="Settings" entries={cards} />
      <LatestChanges />
    </PageFrame>
  );
}
