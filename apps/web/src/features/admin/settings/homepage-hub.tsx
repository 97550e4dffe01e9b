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
import type { ContentResource } from '../site-content/api/content-resource';
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
import { HubCard, HubGrid, type HubLink } from '../site-content/components/hub-card';

const a = paths.admin;

/** The edit path of a single-record section once its id is known. */
function useSingle(resource: ContentResource, to: (id: string) => string): string | undefined {
  const first = resource.useFirst();
  return first.data ? to(first.data._id) : undefined;
}

const links = (...items: Array<HubLink | null>) =>
  items.filter((item): item is HubLink => item !== null);
const link = (to: string | undefined, label: string): HubLink | null => (to ? { to, label } : null);

/**
 * /admin/setting-homepage/: the spec's cards (Update Banner ... Update Testimonials) plus
 * Speciality, Team and FAQs, so every home-page record has a way in.
 */
export function HomepageHubPage() {
  const banner = useSingle(bannerApi, a.editBannerOption);
  const featureTwo = useSingle(featurePageTwoApi, a.featurePageTwo);
  const featuresTitle = useSingle(featuresTitleApi, a.featureTitle);
  const about = useSingle(aboutApi, a.aboutEdit);
  const whyChoose = useSingle(whyChooseApi, a.whyChooseEdit);
  const cta = useSingle(roadApi, a.ctaEdit);
  const speciality = useSingle(specialityApi, a.specialityEdit);
  const teamTitle = useSingle(teamTitleApi, a.editTeamTitle);
  const testimonialsTitle = useSingle(testimonialsTitleApi, a.editTestimonialTitle);
  const faqTitle = useSingle(faqTitleApi, a.faqsTitle);

  return (
    <PageFrame
      title="Home Page Setting"
      back={{ to: a.setting, label: 'Settings' }}
      description="Each card opens the editor of one section of the public site."
    >
      <HubGrid label="Home page sections">
        <HubCard
          title="Update Banner"
          description="The hero at the top of the home page: heading, text, button and video link."
          icon={<LayoutTemplate aria-hidden="true" className="size-5" />}
          to={banner}
        />
        <HubCard
          title="Feature Options"
          description="The features block: add, edit or remove features and their images."
          icon={<BoltIcon />}
          to={a.featurePage}
          more={links(link(featuresTitle, 'Edit Feature Title'))}
        />
        <HubCard
          title="Feature Two Options"
          description="The second feature section with its picture, points and review count."
          icon={<Sparkles aria-hidden="true" className="size-5" />}
          to={featureTwo}
        />
        <HubCard
          title="About Options"
          description="The about section and the services listed under it."
          icon={<Image aria-hidden="true" className="size-5" />}
          to={about}
          more={[{ to: a.aboutServiceList, label: 'About Services' }]}
        />
        <HubCard
          title="Why Choose Option"
          description="Why customers choose us: title, text and three boxes."
          icon={<ShieldIcon />}
          to={whyChoose}
        />
        <HubCard
          title="Cta Option"
          description="The call to action and roadmap, with the contact e-mail."
          icon={<Megaphone aria-hidden="true" className="size-5" />}
          to={cta}
        />
        <HubCard
          title="Update Testimonials"
          description="Customer reviews in the home page carousel."
          icon={<Star aria-hidden="true" className="size-5" />}
          to={a.testimonials}
          more={links(link(testimonialsTitle, 'Edit Testimonial Title'))}
        />
        <HubCard
          title="Speciality"
          description="The speciality section: heading, text and four boxes."
          icon={<DatabaseIcon />}
          to={speciality}
        />
        <HubCard
          title="Team"
          description="Team members with their photos and social links."
          icon={<Users aria-hidden="true" className="size-5" />}
          to={a.team}
          more={links(link(teamTitle, 'Edit Team Title'))}
        />
        <HubCard
          title="FAQs"
          description="Questions and answers shown on the pricing page."
          icon={<CircleHelp aria-hidden="true" className="size-5" />}
          to={a.faqs}
          more={links(link(faqTitle, 'Update Faqs Title'))}
        />
        <HubCard
          title="Package Style"
          description="The picture of each package plan on the public site."
          icon={<CreditCard aria-hidden="true" className="size-5" />}
          to={a.editPackageStyle()}
        />
      </HubGrid>
    </PageFrame>
  );
}
