import {
  CircleHelp,
  CreditCard,
  Image,
  LayoutTemplate,
  Megaphone,
  Sparkles,
  Star,
  Users,
} from 'lucide-react';
import { PageFrame } from '@/components/kit';
import { BoltIcon, DatabaseIcon, ShieldIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import {
  aboutApi,
  bannerApi,
  faqTitleApi,
  featurePageTwoApi,
  featuresTitleApi,
  roadApi,
  specialityApi,
  teamTitleApi,
  testimonialsTitleApi,
  whyChooseApi,
} from '../site-content/api/resources';
import { type HubEntry, HubGrid } from '../site-content/components/hub-card';

const a = paths.admin;

const sections: HubEntry[] = [
  {
    title: 'Update Banner',
    description: 'The hero at the top of the home page: heading, text, button and video link.',
    icon: <LayoutTemplate aria-hidden="true" className="size-5" />,
    to: { resource: bannerApi, path: a.editBannerOption },
  },
  {
    title: 'Feature Options',
    description: 'The features block: add, edit or remove features and their images.',
    icon: <BoltIcon />,
    to: a.featurePage,
    more: [
      { to: { resource: featuresTitleApi, path: a.featureTitle }, label: 'Edit Feature Title' },
    ],
  },
  {
    title: 'Feature Two Options',
    description: 'The second feature section with its picture, points and review count.',
    icon: <Sparkles aria-hidden="true" className="size-5" />,
    to: { resource: featurePageTwoApi, path: a.featurePageTwo },
  },
  {
    title: 'About Options',
    description: 'The about section and the services listed under it.',
    icon: <Image aria-hidden="true" className="size-5" />,
    to: { resource: aboutApi, path: a.aboutEdit },
    more: [{ to: a.aboutServiceList, label: 'About Services' }],
  },
  {
    title: 'Why Choose Option',
    description: 'Why customers choose us: title, text and three boxes.',
    icon: <ShieldIcon />,
    to: { resource: whyChooseApi, path: a.whyChooseEdit },
  },
  {
    title: 'Cta Option',
    description: 'The call to action and roadmap, with the contact e-mail.',
    icon: <Megaphone aria-hidden="true" className="size-5" />,
    to: { resource: roadApi, path: a.ctaEdit },
  },
  {
    title: 'Update Testimonials',
    description: 'Customer reviews in the home page carousel.',
    icon: <Star aria-hidden="true" className="size-5" />,
    to: a.testimonials,
    more: [
      {
        to: { resource: testimonialsTitleApi, path: a.editTestimonialTitle },
        label: 'Edit Testimonial Title',
      },
    ],
  },
  {
    title: 'Speciality',
    description: 'The speciality section: heading, text and four boxes.',
    icon: <DatabaseIcon />,
    to: { resource: specialityApi, path: a.specialityEdit },
  },
  {
    title: 'Team',
    description: 'Team members with their photos and social links.',
    icon: <Users aria-hidden="true" className="size-5" />,
    to: a.team,
    more: [{ to: { resource: teamTitleApi, path: a.editTeamTitle }, label: 'Edit Team Title' }],
  },
  {
    title: 'FAQs',
    description: 'Questions and answers shown on the pricing page.',
    icon: <CircleHelp aria-hidden="true" className="size-5" />,
    to: a.faqs,
    more: [{ to: { resource: faqTitleApi, path: a.faqsTitle }, label: 'Update Faqs Title' }],
  },
  {
    title: 'Package Style',
    description: 'The picture of each package plan on the public site.',
    icon: <CreditCard aria-hidden="true" className="size-5" />,
    to: a.editPackageStyle(),
  },
];

/**
 * /admin/setting-homepage/: the spec's cards (Update Banner ... Update Testimonials) plus
 * Speciality, Team and FAQs, so every home-page record has a way in.
 */
export function HomepageHubPage() {
  return (
    <PageFrame
      title="Home Page Setting"
      back={{ to: a.setting, label: 'Settings' }}
      description="Each card opens the editor of one section of the public site."
    >
      <HubGrid label="Home page sections" entries={sections} />
    </PageFrame>
  );
}
