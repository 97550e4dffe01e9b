import {
  About,
  AboutService,
  Banner,
  ContactInfo,
  Faq,
  FaqTitle,
  Feature,
  FeaturePageTwo,
  FeaturesTitle,
  FooterLinks,
  FooterSocial,
  Logo,
  Road,
  Speciality,
  TeamMember,
  TeamTitle,
  Testimonial,
  TestimonialsTitle,
  WhyChoose,
} from '@leadvault/contract';
import { byId, contentResource } from './content-resource';

// Every content entity the back office edits, with the back-office spec's endpoints (under
// /api). Reads by id are the server's GET-by-id twins of the public lists.

export const logoApi = contentResource({
  name: 'logo',
  record: Logo,
  list: '/api/logo',
  item: byId('/api/logo/'),
  update: byId('/api/logo/'),
});

export const bannerApi = contentResource({
  name: 'banner',
  record: Banner,
  list: '/api/banner',
  item: byId('/api/banner/'),
  update: byId('/api/edit-banner/'),
});

export const featuresApi = contentResource({
  name: 'features',
  record: Feature,
  list: '/api/features',
  item: byId('/api/feature/'),
  create: '/api/add-feature',
  update: byId('/api/feature/'),
  remove: byId('/api/feature/'),
});

export const featuresTitleApi = contentResource({
  name: 'features-title',
  record: FeaturesTitle,
  list: '/api/features-title',
  item: byId('/api/features-title/'),
  update: byId('/api/features-title/'),
});

export const featurePageTwoApi = contentResource({
  name: 'feature-page-two',
  record: FeaturePageTwo,
  list: '/api/feature-page-two',
  item: byId('/api/feature-page-two/'),
  update: byId('/api/edit-feature-page-two/'),
});

export const aboutApi = contentResource({
  name: 'about',
  record: About,
  list: '/api/about',
  item: byId('/api/about/'),
  update: byId('/api/edit-about/'),
});

export const aboutServicesApi = contentResource({
  name: 'about-services',
  record: AboutService,
  list: '/api/about-services',
  item: byId('/api/about-service/'),
  create: '/api/add-about-service',
  update: byId('/api/edit-about-service/'),
  remove: byId('/api/about-service/'),
});

export const specialityApi = contentResource({
  name: 'speciality',
  record: Speciality,
  list: '/api/speciality',
  item: byId('/api/speciality/'),
  update: byId('/api/edit-speciality/'),
});

export const whyChooseApi = contentResource({
  name: 'why-choose',
  record: WhyChoose,
  list: '/api/why-choose',
  item: byId('/api/why-choose/'),
  update: byId('/api/edit-why-choose/'),
});

export const roadApi = contentResource({
  name: 'road',
  record: Road,
  list: '/api/road',
  item: byId('/api/road/'),
  update: byId('/api/edit-road/'),
});

export const teamApi = contentResource({
  name: 'teams',
  record: TeamMember,
  list: '/api/teams',
  item: byId('/api/team/'),
  create: '/api/add-team',
  update: byId('/api/team/'),
  remove: byId('/api/team/'),
});

export const teamTitleApi = contentResource({
  name: 'team-title',
  record: TeamTitle,
  list: '/api/team-title',
  item: byId('/api/team-title/'),
  update: byId('/api/edit-team-title/'),
});

export const testimonialsApi = contentResource({
  name: 'testimonials',
  record: Testimonial,
  list: '/api/testimonials',
  item: byId('/api/testimonial/'),
  create: '/api/testimonial',
  update: byId('/api/testimonial/'),
  remove: byId('/api/testimonial/'),
});

export const testimonialsTitleApi = contentResource({
  name: 'testimonials-title',
  record: TestimonialsTitle,
  list: '/api/testimonials-title',
  item: byId('/api/testimonial-title/'),
  update: byId('/api/testimonial-title/'),
});

export const faqsApi = contentResource({
  name: 'faqs',
  record: Faq,
  list: '/api/faqs',
  item: byId('/api/faq/'),
  create: '/api/faq',
  update: byId('/api/faq/'),
  remove: byId('/api/faq/'),
});

export const faqTitleApi = contentResource({
  name: 'faqs-title',
  record: FaqTitle,
  list: '/api/faqs-title',
  item: byId('/api/faq-title/'),
  update: byId('/api/faq-title/'),
});

export const footerLinksApi = contentResource({
  name: 'footer-links',
  record: FooterLinks,
  list: '/api/footer-links',
  item: byId('/api/footer-link/'),
  update: byId('/api/footer-link/'),
});

export const footerSocialApi = contentResource({
  name: 'footer-social',
  record: FooterSocial,
  list: '/api/footer-social',
  item: byId('/api/footer-social/'),
  update: byId('/api/footer-social/'),
});

export const contactInfoApi = contentResource({
  name: 'contact',
  record: ContactInfo,
  list: '/api/contact',
  item: byId('/api/contact/'),
  update: byId('/api/contact/'),
});
