/**
 * The wire field names of every content record, exactly as the specs spell them
 * (`instragram` included). The server builds one table per entity from these lists and the
 * contract's zod schemas validate them, so a field is named in one place only.
 */
export const contentFields = {
  logo: ['logo'],
  banner: ['bannerHeadingText1', 'bannerText', 'btnText', 'btnLink', 'youtubeLink'],
  feature: ['featureTitle', 'featureDesc', 'featureImg'],
  featuresTitle: ['titleTop', 'title', 'description'],
  featurePageTwo: [
    'titleTop',
    'title',
    'desc',
    'image',
    'pointOne',
    'pointTwo',
    'pointThree',
    'btnText',
    'btnLink',
    'reviewCount',
    'reviewTitle',
  ],
  about: ['img', 'title', 'subText', 'btnText', 'btnUrl'],
  aboutService: [
    'titleTop',
    'title',
    'description',
    'imgLeft',
    'imgRight',
    'pointOne',
    'pointTwo',
    'pointThree',
    'btnText',
    'btnUrl',
  ],
  speciality: [
    'headingTitle',
    'subText',
    'TitleBoxOne',
    'ParaBoxOne',
    'ImageBoxOne',
    'TitleBoxTwo',
    'ParaBoxTwo',
    'ImageBoxTwo',
    'TitleBoxThree',
    'ParaBoxThree',
    'ImageBoxThree',
    'TitleBoxFour',
    'ParaBoxFour',
    'ImageBoxFour',
  ],
  whyChoose: [
    'titleTop',
    'title',
    'desc',
    'TitleBoxOne',
    'TitleBoxTwo',
    'TitleBoxThree',
    'imgBoxOne',
    'imgBoxTwo',
    'imgBoxThree',
  ],
  road: [
    'title',
    'pointOne',
    'pointTwo',
    'btnText',
    'btnUrl',
    'bgimage',
    'titleTop',
    'titleTwo',
    'desc',
    'image',
    'pointTitle',
    'sectionPointOne',
    'sectionPointTwo',
    'sectionPointThree',
    'sectionPointFour',
    'emailDescText',
    'email',
  ],
  teamMember: ['personName', 'personImg', 'personTitle', 'facebook', 'twitter'],
  teamTitle: ['titleTopText', 'TitleOne', 'titleTwo'],
  testimonial: ['personName', 'personTitle', 'personImg', 'desc'],
  testimonialsTitle: ['titleTop', 'titleOne'],
  faq: ['question', 'answer'],
  faqTitle: ['titleTopText', 'titleOne', 'titleTwo'],
  footerLinks: ['FooterAbout', 'CopyRight'],
  footerSocial: ['facebook', 'twitter', 'instragram', 'youtube', 'email'],
  contactInfo: ['titleOne', 'titleDescription', 'address', 'phone', 'email', 'img'],
  packageTitle: ['titleOne', 'description'],
  paymentSetting: ['email'],
} as const;

export type ContentEntity = keyof typeof contentFields;
export type ContentFieldsOf<E extends ContentEntity> = (typeof contentFields)[E][number];

export const PACKAGE_POINT_FIELDS = [
  'pointOne',
  'pointTwo',
  'pointThree',
  'pointFour',
  'pointFive',
  'pointSix',
  'pointSeven',
  'pointEight',
  'pointNine',
  'pointTen',
] as const;

export const PAYMENT_STATUSES = ['Received', 'Pending', 'Cancelled', 'Refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What staff may pick; `Completed` is set only by a captured payment. */
export const ORDER_STATUSES = ['Accepted', 'Pending', 'Cancelled', 'Delivered'] as const;
export const ALL_ORDER_STATUSES = [...ORDER_STATUSES, 'Completed'] as const;
export type OrderStatus = (typeof ALL_ORDER_STATUSES)[number];

export const MESSAGE_STATUSES = ['UnRead', 'Read'] as const;
