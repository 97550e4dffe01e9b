import type { ContentEntity, ContentFieldsOf, SegmentDefinition } from '@leadvault/contract';

// The content a fresh store opens with, so it looks finished before anyone edits it. Images
// ship in apps/web/public/images/seed/ (served as /images/seed/...). Addresses use reserved
// example domains and a fictional 555-01xx phone number until the owner sets real ones.

type Values<E extends ContentEntity> = { [Field in ContentFieldsOf<E>]: string };

const img = (name: string) => `/images/seed/${name}`;
const SUPPORT_EMAIL = 'support@leadvault.example';

export const seedLogo: Values<'logo'> = { logo: img('logo.svg') };

export const seedBanner: Values<'banner'> = {
  bannerHeadingText1: 'Verified B2B e-mail leads that turn into pipeline',
  bannerText:
    'Reach the decision makers you want to sell to. Every LeadVault database is researched, ' +
    'verified and segmented by industry, role and region, ready to import into your CRM today.',
  btnText: 'Browse packages',
  btnLink: '/pricing',
  // A video (played in a dialog on the home page); replace it with the store's own.
  youtubeLink: 'https://www.youtube.com/watch?v=jNQXAC9IVRw',
};

export const seedFeaturesTitle: Values<'featuresTitle'> = {
  titleTop: 'Features',
  title: 'Everything you need to reach the right buyers',
  description:
    'Clean, current contact data with the fields sales teams actually use, delivered the ' +
    'moment your payment clears.',
};

export const seedFeatures: Values<'feature'>[] = [
  {
    featureTitle: 'Verified e-mail addresses',
    featureDesc:
      'Every address is checked for syntax, domain and mailbox before delivery, so your ' +
      'campaigns land in inboxes instead of bounce reports.',
    featureImg: img('feature-verified.svg'),
  },
  {
    featureTitle: 'Precise targeting',
    featureDesc:
      'Segment by industry, job title, seniority, company size and location to match your ' +
      'ideal customer profile.',
    featureImg: img('feature-targeting.svg'),
  },
  {
    featureTitle: 'Instant download',
    featureDesc:
      'Download CRM-ready CSV files from your dashboard right after payment. No waiting, no ' +
      'back-and-forth e-mails.',
    featureImg: img('feature-instant.svg'),
  },
  {
    featureTitle: 'Privacy first',
    featureDesc:
      'Built from public business information and handled under GDPR and CAN-SPAM guidance, ' +
      'with every opt-out request honoured.',
    featureImg: img('feature-compliance.svg'),
  },
];

export const seedFeaturePageTwo: Values<'featurePageTwo'> = {
  titleTop: 'Built for outreach',
  title: 'Data that makes every campaign count',
  desc:
    'Generic inboxes and stale contacts waste your team’s time. LeadVault lists reach the ' +
    'people who make buying decisions, so more of your messages are opened, read and answered.',
  image: img('feature-two.svg'),
  pointOne: 'Deliverability above 97% on every list',
  pointTwo: 'Contacts re-verified every 30 days',
  pointThree: 'Direct addresses of decision makers, not info@ inboxes',
  btnText: 'See pricing',
  btnLink: '/pricing',
  reviewCount: '1,200+',
  reviewTitle: 'Sales teams rate us 4.9 out of 5',
};

export const seedAbout: Values<'about'> = {
  img: img('about.svg'),
  title: 'We research the contacts, so your team can sell',
  subText:
    'LeadVault started as the research desk of a B2B sales agency. Today 45 researchers and ' +
    'data engineers keep 2.4 million business contacts accurate across 120 countries, and ' +
    'more than 1,200 companies use our databases to fill their pipelines.',
  btnText: 'Contact us',
  btnUrl: '/contact',
};

export const seedAboutServices: Values<'aboutService'>[] = [
  {
    titleTop: 'Custom research',
    title: 'Lists built around your ideal customer',
    description:
      'Tell us who you sell to and our researchers build a list that matches: the industries, ' +
      'roles, company sizes and regions you choose, verified before it reaches you.',
    imgLeft: img('service-research-left.svg'),
    imgRight: img('service-research-right.svg'),
    pointOne: 'Delivered within 48 hours',
    pointTwo: 'Every contact verified by hand and by machine',
    pointThree: 'Unlimited filters at no extra cost',
    btnText: 'Request a custom list',
    btnUrl: '/contact',
  },
  {
    titleTop: 'Data enrichment',
    title: 'Fill the gaps in your CRM',
    description:
      'Send us your existing contacts and we return them complete: missing e-mail addresses, ' +
      'job titles, phone numbers and company details added, outdated records flagged.',
    imgLeft: img('service-enrich-left.svg'),
    imgRight: img('service-enrich-right.svg'),
    pointOne: 'Up to 60% more complete records',
    pointTwo: 'Bounced and departed contacts flagged',
    pointThree: 'Returned in the format you sent',
    btnText: 'Enrich my data',
    btnUrl: '/contact',
  },
  {
    titleTop: 'Campaign support',
    title: 'Launch outreach that gets replies',
    description:
      'Our team helps you turn a list into meetings: audience splits, warm-up plans and ' +
      'sequences that respect deliverability and the people you write to.',
    imgLeft: img('service-campaign-left.svg'),
    imgRight: img('service-campaign-right.svg'),
    pointOne: 'Sequence templates that convert',
    pointTwo: 'Deliverability and warm-up checklist',
    pointThree: 'Monthly performance review',
    btnText: 'Talk to an expert',
    btnUrl: '/contact',
  },
];

export const seedSpeciality: Values<'speciality'> = {
  headingTitle: 'What makes our data different',
  subText:
    'Most lead lists are scraped once and sold for years. Ours are researched, verified and ' +
    'refreshed by people who answer for their accuracy.',
  TitleBoxOne: '2.4M+ contacts',
  ParaBoxOne: 'Verified business contacts across 120+ countries and 300 industries.',
  ImageBoxOne: img('speciality-database.svg'),
  TitleBoxTwo: 'Advanced filters',
  ParaBoxTwo: 'Narrow down by role, seniority, company size, revenue and technology used.',
  ImageBoxTwo: img('speciality-filter.svg'),
  TitleBoxThree: 'Updated every month',
  ParaBoxThree: 'Departed contacts are removed and new decision makers added every 30 days.',
  ImageBoxThree: img('speciality-refresh.svg'),
  TitleBoxFour: 'Dedicated support',
  ParaBoxFour: 'Real people who know B2B data answer your questions within one business day.',
  ImageBoxFour: img('speciality-support.svg'),
};

export const seedWhyChoose: Values<'whyChoose'> = {
  titleTop: 'Why choose us',
  title: 'The lead partner sales teams stay with',
  desc:
    'Accurate data, honest pricing and people who care whether your campaign works. That is ' +
    'why most of our customers come back for their next list.',
  TitleBoxOne: 'Quality you can measure',
  TitleBoxTwo: 'Growth from day one',
  TitleBoxThree: 'People who know B2B',
  imgBoxOne: img('why-quality.svg'),
  imgBoxTwo: img('why-growth.svg'),
  imgBoxThree: img('why-team.svg'),
};

export const seedRoad: Values<'road'> = {
  title: 'Start reaching buyers this week',
  pointOne: 'No subscription: pay once per package',
  pointTwo: 'Download links in your dashboard right after payment',
  btnText: 'Get started',
  btnUrl: '/pricing',
  bgimage: img('road-bg.svg'),
  titleTop: 'How it works',
  titleTwo: 'From first click to closed deal in four steps',
  desc:
    'Buying a LeadVault database takes minutes. Pick a package, pay securely and your verified ' +
    'contacts are ready to download and import straight away.',
  image: img('road.svg'),
  pointTitle: 'Your path to more pipeline',
  sectionPointOne: 'Choose the package that fits your market',
  sectionPointTwo: 'Pay securely with PayPal or a card',
  sectionPointThree: 'Download your verified CSV files',
  sectionPointFour: 'Import into your CRM and start outreach',
  emailDescText: 'Questions about a list or a custom order? Write to us at',
  email: SUPPORT_EMAIL,
};

export const seedTeamTitle: Values<'teamTitle'> = {
  titleTopText: 'Our team',
  TitleOne: 'Meet the people',
  titleTwo: 'behind your data',
};

export const seedTeamMembers: Values<'teamMember'>[] = [
  {
    personName: 'Daniel Brooks',
    personTitle: 'Head of Data Research',
    personImg: img('team-1.svg'),
    facebook: 'https://www.facebook.com/',
    twitter: 'https://x.com/',
  },
  {
    personName: 'Priya Nair',
    personTitle: 'Customer Success Lead',
    personImg: img('team-2.svg'),
    facebook: 'https://www.facebook.com/',
    twitter: 'https://x.com/',
  },
  {
    personName: 'Marcus Lee',
    personTitle: 'Data Quality Engineer',
    personImg: img('team-3.svg'),
    facebook: 'https://www.facebook.com/',
    twitter: 'https://x.com/',
  },
  {
    personName: 'Sofia Martínez',
    personTitle: 'Partnerships Manager',
    personImg: img('team-4.svg'),
    facebook: 'https://www.facebook.com/',
    twitter: 'https://x.com/',
  },
];

export const seedTestimonialsTitle: Values<'testimonialsTitle'> = {
  titleTop: 'Customer Reviews',
  titleOne: 'What People Say About Us',
};

export const seedTestimonials: Values<'testimonial'>[] = [
  {
    personName: 'Emily Carter',
    personTitle: 'Marketing Director, Brightwave Software',
    personImg: img('testimonial-1.svg'),
    desc:
      'We replaced two data vendors with LeadVault. Bounce rates dropped below 2% and our SDRs ' +
      'booked 40% more demos in the first quarter.',
  },
  {
    personName: 'James Okafor',
    personTitle: 'Founder, Northfield Consulting',
    personImg: img('testimonial-2.svg'),
    desc:
      'As a small consultancy we cannot waste time on bad contacts. The Starter list paid for ' +
      'itself with the first client we signed from it.',
  },
  {
    personName: 'Hannah Schmidt',
    personTitle: 'Head of Sales, Kessler Logistics',
    personImg: img('testimonial-3.svg'),
    desc:
      'The European coverage is excellent. Job titles were current and the CSV went into our ' +
      'CRM without any clean-up. Support answered every question the same day.',
  },
  {
    personName: 'Ravi Patel',
    personTitle: 'Growth Lead, Cloudnest',
    personImg: img('testimonial-4.svg'),
    desc:
      'We tested three providers side by side. LeadVault had the highest deliverability and ' +
      'the most direct decision-maker addresses by a clear margin.',
  },
  {
    personName: 'Chloe Dubois',
    personTitle: 'Business Development Manager, Atelier Nova',
    personImg: img('testimonial-5.svg'),
    desc:
      'Buying was simple and the download links were in my dashboard a minute after paying. ' +
      'Our outreach reply rate doubled compared with our old list.',
  },
  {
    personName: 'Tom Andersen',
    personTitle: 'VP Sales, Fjord Analytics',
    personImg: img('testimonial-6.svg'),
    desc:
      'The Enterprise package gave our team a year of pipeline. The quarterly refresh keeps ' +
      'the data honest, and our account manager knows our market.',
  },
];

export const seedFaqTitle: Values<'faqTitle'> = {
  titleTopText: 'FAQ',
  titleOne: 'Frequently asked',
  titleTwo: 'questions',
};

export const seedFaqs: Values<'faq'>[] = [
  {
    question: 'What is included in a LeadVault database?',
    answer:
      'Each contact comes with first and last name, job title, verified business e-mail, ' +
      'company name, website, industry, company size and location. Higher packages add direct ' +
      'phone numbers and technographic fields where available.',
  },
  {
    question: 'How accurate is the data?',
    answer:
      'Every address is verified within 30 days before delivery. Our lists average more than ' +
      '97% deliverability, and contacts are re-checked every month.',
  },
  {
    question: 'How do I receive my list after payment?',
    answer:
      'As soon as your payment is confirmed, the download links appear under My Orders in your ' +
      'dashboard. Each order includes up to three files you can download at any time.',
  },
  {
    question: 'Which payment methods do you accept?',
    answer:
      'We accept PayPal and all major credit and debit cards through PayPal’s secure checkout. ' +
      'Prices are in US dollars and charged once; there is no subscription.',
  },
  {
    question: 'Can I use the data for cold e-mail campaigns?',
    answer:
      'Yes. The data is for business-to-business outreach. Please follow the rules of the ' +
      'countries you write to, such as including an unsubscribe link and honouring opt-outs.',
  },
  {
    question: 'What if some contacts bounce?',
    answer:
      'If more than 5% of a list hard-bounces within 30 days of purchase, contact us with your ' +
      'bounce report and we will replace the bounced records free of charge.',
  },
  {
    question: 'Can you build a custom list for my market?',
    answer:
      'Absolutely. Tell us your target industries, roles and regions through the contact page ' +
      'and our research team will send you a quote within one business day.',
  },
];

export const seedFooterLinks: Values<'footerLinks'> = {
  FooterAbout:
    'LeadVault provides verified business e-mail databases that help sales and marketing ' +
    'teams reach the right decision makers: segmented, up to date and ready to use.',
  CopyRight: `© ${new Date().getFullYear()} LeadVault. All rights reserved.`,
};

export const seedFooterSocial: Values<'footerSocial'> = {
  facebook: 'https://www.facebook.com/',
  twitter: 'https://x.com/',
  instragram: 'https://www.instagram.com/',
  youtube: 'https://www.youtube.com/',
  email: `mailto:${SUPPORT_EMAIL}`,
};

export const seedContactInfo: Values<'contactInfo'> = {
  titleOne: 'Get in touch with our team',
  titleDescription:
    'Questions about a package, a custom list or an invoice? Send us a message and we will ' +
    'answer within one business day.',
  address: '548 Market Street, Suite 300, San Francisco, CA 94104',
  phone: '+1 (415) 555-0132',
  email: SUPPORT_EMAIL,
  img: img('contact.svg'),
};

export const seedPackageTitle: Values<'packageTitle'> = {
  titleOne: 'Simple, transparent pricing',
  description:
    'One payment, no subscription. Choose the database that fits your market and download it ' +
    'the moment your payment clears.',
};

/** An empty client id: the owner enters theirs under Settings > Payment. */
export const seedPaymentSetting: Values<'paymentSetting'> = { email: '' };

export type SeedPackage = {
  packageName: string;
  priceCents: number;
  img: string;
  accessLink1: string;
  accessLink2: string;
  accessLink3: string;
  /** A package cut from our leads: its points are generated from this (decision 048). */
  segment?: SegmentDefinition;
  points: string[];
};

const links = (slug: string) => ({
  accessLink1: `https://example.com/leads/${slug}-1.csv`,
  accessLink2: `https://example.com/leads/${slug}-2.csv`,
  accessLink3: `https://example.com/leads/${slug}-3.csv`,
});
const NO_LINKS = { accessLink1: '', accessLink2: '', accessLink3: '' };

/**
 * The demo sells both kinds of database package side by side: Starter and Enterprise are cut
 * from the demo's leads for each buyer (their cards are their definitions), Growth is three
 * sample files our team uploaded (deliveries/seed.ts makes them).
 */
export const seedPackages: SeedPackage[] = [
  {
    packageName: 'Starter',
    priceCents: 4900,
    img: img('package-starter.svg'),
    ...NO_LINKS,
    segment: {
      filters: { industry: ['Software'], country: ['US', 'CA'] },
      rowCount: 40,
      maxAgeDays: 30,
      splitBy: null,
      files: [{ name: 'Software in North America', values: [] }],
    },
    points: [],
  },
  {
    packageName: 'Growth',
    priceCents: 14900,
    img: img('package-growth.svg'),
    ...links('growth'),
    points: [
      'Three regional files prepared by our team',
      'North America, Europe and the rest of the world',
      '500 business contacts per region',
      'Name, job title, company and e-mail',
      'Company website, size and industry',
      'The e-mail status and check date on every row',
      'CSV files that open in Excel and Google Sheets',
      'Download from My Orders after payment',
      'Free replacement of hard bounces',
      'Priority e-mail support',
    ],
  },
  {
    packageName: 'Enterprise',
    priceCents: 39900,
    img: img('package-enterprise.svg'),
    ...NO_LINKS,
    segment: {
      filters: {},
      rowCount: 1000,
      maxAgeDays: 30,
      splitBy: 'department',
      files: [
        { name: 'Leadership and revenue', values: ['executive', 'sales', 'marketing'] },
        { name: 'Technology', values: ['engineering', 'it'] },
        {
          name: 'Operations and support',
          values: ['finance', 'hr', 'operations', 'legal', 'support', 'other'],
        },
      ],
    },
    points: [],
  },
];
