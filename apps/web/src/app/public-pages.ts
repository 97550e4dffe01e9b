import { paths } from '@/config/paths';

/** What search engines and link previews show for a page rendered on the server. */
export type PageMeta = { title: string; description: string };

/**
 * The public pages the server renders (and lists in sitemap.xml), by path. Every other page is
 * per person or behind sign-in and stays rendered in the browser.
 */
export const publicPages: Readonly<Record<string, PageMeta>> = {
  [paths.home]: {
    title: 'LeadVault — Verified B2B e-mail lead databases',
    description:
      'LeadVault sells verified business e-mail lead databases for sales and marketing teams: segmented, refreshed every 30 days, ready to download after payment.',
  },
  [paths.pricing]: {
    title: 'Pricing · LeadVault',
    description:
      'Compare LeadVault lead database packages and prices, and buy the verified B2B e-mail list that fits your campaign.',
  },
  [paths.about]: {
    title: 'About Us · LeadVault',
    description:
      'Who we are: the team behind LeadVault and how we research, verify and refresh business contact data.',
  },
  [paths.whyChoose]: {
    title: 'Why Choose Us · LeadVault',
    description:
      'Why sales and marketing teams choose LeadVault: verified contacts, precise targeting, compliance and support.',
  },
  [paths.contact]: {
    title: 'Contact Us · LeadVault',
    description:
      'Questions about a lead database or an order? Write to LeadVault, call us or send a message from this page.',
  },
  [paths.privacyPolicy]: {
    title: 'Privacy Policy · LeadVault',
    description:
      'How LeadVault collects, uses and protects personal data, and your rights over it.',
  },
  [paths.termsCondition]: {
    title: 'Terms & Conditions · LeadVault',
    description: 'The terms that apply when you buy and use LeadVault lead databases.',
  },
  // Signed out, Find Leads is a search over our leads with e-mails masked (issue 30).
  [paths.findLeads]: {
    title: 'Find Leads · LeadVault',
    description:
      'Search verified business contacts by name, job title, company, seniority, department and country. Create a free account to reveal e-mails with free credits.',
  },
  [paths.deposit]: {
    title: 'Deposit · LeadVault',
    description:
      'Top up your LeadVault balance to buy lead databases and reveal contacts with credits.',
  },
};

/** The 404 page's meta (rendered on the server with status 404, never indexed). */
export const notFoundMeta: PageMeta = {
  title: 'Page Not Found · LeadVault',
  description: 'This page does not exist on LeadVault.',
};
