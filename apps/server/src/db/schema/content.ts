import { contentTable } from './content-table.ts';

// One table per content entity of the two specs. Single records (banner, logo, ...) are tables
// holding one row; the API answers them as one-item lists, as the spec reads "the first item".
export const logo = contentTable('logo', 'logo');
export const banner = contentTable('banner', 'banner');
export const features = contentTable('features', 'feature');
export const featuresTitle = contentTable('features_title', 'featuresTitle');
export const featurePageTwo = contentTable('feature_page_two', 'featurePageTwo');
export const about = contentTable('about', 'about');
export const aboutServices = contentTable('about_services', 'aboutService');
export const speciality = contentTable('speciality', 'speciality');
export const whyChoose = contentTable('why_choose', 'whyChoose');
export const road = contentTable('road', 'road');
export const teamMembers = contentTable('team_members', 'teamMember');
export const teamTitle = contentTable('team_title', 'teamTitle');
export const testimonials = contentTable('testimonials', 'testimonial');
export const testimonialsTitle = contentTable('testimonials_title', 'testimonialsTitle');
export const faqs = contentTable('faqs', 'faq');
export const faqTitle = contentTable('faq_title', 'faqTitle');
export const footerLinks = contentTable('footer_links', 'footerLinks');
export const footerSocial = contentTable('footer_social', 'footerSocial');
export const contactInfo = contentTable('contact_info', 'contactInfo');
export const packageTitles = contentTable('package_titles', 'packageTitle');
export const paymentSettings = contentTable('payment_settings', 'paymentSetting');
