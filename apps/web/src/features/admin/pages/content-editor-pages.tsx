import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import { FooterSettingsPage } from '../content/pages/footer-settings';
import { HomepageHubPage } from '../content/pages/homepage-hub';
import {
  AboutServiceListPage,
  FaqsPage,
  FeaturePage,
  TeamPage,
  TestimonialsPage,
} from '../content/pages/list-editors';
import { GeneralSettingsPage, UpdateLogoPage } from '../content/pages/logo-pages';
import {
  EditAboutPage,
  EditAboutServicePage,
  EditBannerPage,
  EditContactPage,
  EditCtaPage,
  EditFaqPage,
  EditFaqTitlePage,
  EditFeaturePage,
  EditFeaturePageTwoPage,
  EditFeatureTitlePage,
  EditFooterPage,
  EditSocialPage,
  EditSpecialityPage,
  EditTeamMemberPage,
  EditTeamTitlePage,
  EditTestimonialPage,
  EditTestimonialTitlePage,
  EditWhyChoosePage,
} from '../content/pages/record-editors';
import { SettingsHubPage } from '../content/pages/settings-hub';
import { PackageStylePage } from '../packages/package-style';

const a = paths.admin;

/** Back-office editors of the site content (settings hub and home-page records), by route pattern. */
export const contentEditorPages: Partial<Record<string, ComponentType>> = {
  // Settings
  [a.setting]: SettingsHubPage,
  [a.settingGeneral]: GeneralSettingsPage,
  [a.updateLogo.pattern]: UpdateLogoPage,
  [a.settingHomepage]: HomepageHubPage,
  [a.settingFooter]: FooterSettingsPage,
  [a.editContactPage.pattern]: EditContactPage,

  // Home page content
  [a.editBannerOption.pattern]: EditBannerPage,
  [a.aboutServiceList]: AboutServiceListPage,
  [a.editAboutService.pattern]: EditAboutServicePage,
  [a.featurePage]: FeaturePage,
  [a.featureTitle.pattern]: EditFeatureTitlePage,
  [a.featurePageTwo.pattern]: EditFeaturePageTwoPage,
  [a.editFeature.pattern]: EditFeaturePage,
  [a.aboutEdit.pattern]: EditAboutPage,
  [a.specialityEdit.pattern]: EditSpecialityPage,
  [a.whyChooseEdit.pattern]: EditWhyChoosePage,
  [a.ctaEdit.pattern]: EditCtaPage,

  // Team, testimonials and FAQs
  [a.team]: TeamPage,
  [a.teamEdit.pattern]: EditTeamMemberPage,
  [a.editTeamTitle.pattern]: EditTeamTitlePage,
  [a.testimonials]: TestimonialsPage,
  [a.testimonialEdit.pattern]: EditTestimonialPage,
  [a.editTestimonialTitle.pattern]: EditTestimonialTitlePage,
  [a.faqs]: FaqsPage,
  [a.faqEdit.pattern]: EditFaqPage,
  [a.faqsTitle.pattern]: EditFaqTitlePage,

  // Packages (decision 006)
  [a.editPackageStyle.pattern]: PackageStylePage,

  // Footer
  [a.editFooter.pattern]: EditFooterPage,
  [a.editSocial.pattern]: EditSocialPage,
};
