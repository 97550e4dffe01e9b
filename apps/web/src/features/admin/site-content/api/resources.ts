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
import { contentResource } from './content-resource';

// Every content entity the back office edits, with the back-office spec's endpoints under /api
// (see ContentEndpoints). Reads by id are the server's GET-by-id twins of the public lists.

export const logoApi = contentResource('logo', Logo);
export const bannerApi = contentResource('banner', Banner, { update: 'edit-banner' });
export const featuresApi = contentResource('features', Feature, {
  one: 'feature',
  create: 'add-feature',
});
export const featuresTitleApi = contentResource('features-title', FeaturesTitle);
export const featurePageTwoApi = contentResource('feature-page-two', FeaturePageTwo, {
  update: 'edit-feature-page-two',
});
export const aboutApi = contentResource('about', About, { update: 'edit-about' });
export const aboutServicesApi = contentResource('about-services', AboutService, {
  one: 'about-service',
  create: 'add-about-service',
  update: 'edit-about-service',
});
export const specialityApi = contentResource('speciality', Speciality, {
  update: 'edit-speciality',
});
export const whyChooseApi = contentResource('why-choose', WhyChoose, { update: 'edit-why-choose' });
export const roadApi = contentResource('road', Road, { update: 'edit-road' });
export const teamApi = contentResource('teams', TeamMember, { one: 'team', create: 'add-team' });
export const teamTitleApi = contentResource('team-title', TeamTitle, { update: 'edit-team-title' });
export const testimonialsApi = contentResource('testimonials', Testimonial, {
  one: 'testimonial',
  create: 'testimonial',
});
export const testimonialsTitleApi = contentResource('testimonials-title', TestimonialsTitle, {
  one: 'testimonial-title',
});
export const faqsApi = contentResource('faqs', Faq, { one: 'faq', create: 'faq' });
export const faqTitleApi = contentResource('faqs-title', FaqTitle, { one: 'faq-title' });
export const footerLinksApi = contentResource('footer-links', FooterLinks, { one: 'footer-link' });
export const footerSocialApi = contentResource('footer-social', FooterSocial);
export const contactInfoApi = contentResource('contact', ContactInfo);
