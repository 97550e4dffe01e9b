import { z } from 'zod';
import { type ContentEntity, type ContentFieldsOf, contentFields } from './content-fields.ts';
import { PackageSlotFiles } from './deliveries.ts';
import { emailField } from './email.ts';
import { dollarsToCents } from './money.ts';
import { SegmentDefinition, SegmentOffer, SegmentStats } from './segments.ts';
import { isSafeImageAddress, isSafeLink, TEXT_MAX, text } from './text.ts';

// Content records as the API answers them (`_id` plus the spec's fields, all text) and the
// inputs the back office sends. Inputs follow the back-office spec's required rules and no
// others: a field the spec does not require may be left out (an update then keeps the stored
// value) or sent empty. Unknown fields are dropped.

type RecordShape<E extends ContentEntity> = { _id: z.ZodString } & {
  [Field in ContentFieldsOf<E>]: z.ZodString;
};

/** The wire shape of one content record: `_id` and every field of the entity as text. */
export function contentRecord<E extends ContentEntity>(entity: E) {
  const shape: Record<string, z.ZodString> = { _id: z.string() };
  for (const field of contentFields[entity]) shape[field] = z.string();
  return z.object(shape as RecordShape<E>);
}

const LABEL_WORDS: Record<string, string> = {
  btn: 'button',
  desc: 'description',
  img: 'image',
  bgimage: 'background image',
  url: 'URL',
  youtube: 'YouTube',
};

/**
 * How the back office's forms name a field where the words of its wire name would not do
 * (`bannerHeadingText1` is the "Banner heading"); `entity.field` first, then `field`.
 */
const FIELD_LABELS: Record<string, string> = {
  bannerHeadingText1: 'Banner heading',
  btnUrl: 'Button link',
  featureDesc: 'Feature short description',
  featureImg: 'Feature image',
  imgLeft: 'Left image',
  imgRight: 'Right image',
  subText: 'Sub text',
  headingTitle: 'Heading title',
  TitleBoxOne: 'Box 1 title',
  TitleBoxTwo: 'Box 2 title',
  TitleBoxThree: 'Box 3 title',
  TitleBoxFour: 'Box 4 title',
  ParaBoxOne: 'Box 1 text',
  ParaBoxTwo: 'Box 2 text',
  ParaBoxThree: 'Box 3 text',
  ParaBoxFour: 'Box 4 text',
  ImageBoxOne: 'Box 1 image',
  ImageBoxTwo: 'Box 2 image',
  ImageBoxThree: 'Box 3 image',
  ImageBoxFour: 'Box 4 image',
  imgBoxOne: 'Box 1 image',
  imgBoxTwo: 'Box 2 image',
  imgBoxThree: 'Box 3 image',
  emailDescText: 'Email text',
  personImg: 'Person image',
  TitleOne: 'Title (1st part)',
  titleTwo: 'Title (2nd part)',
  'road.titleTwo': 'Title two',
  'faqTitle.titleOne': 'Title (1st part)',
  'testimonialsTitle.titleOne': 'Title',
  'packageTitle.titleOne': 'Title',
  'contactInfo.titleOne': 'Contact title',
  'package.packageName': 'Package name',
  'package.img': 'Package image',
  'package.pointOne': 'Feature One',
  'package.pointTwo': 'Feature Two',
  'package.pointThree': 'Feature Three',
  'package.pointFour': 'Feature Four',
  'package.pointFive': 'Feature Five',
  'package.pointSix': 'Feature Six',
  'package.pointSeven': 'Feature Seven',
  'package.pointEight': 'Feature Eight',
  'package.pointNine': 'Feature Nine',
  'package.pointTen': 'Feature Ten',
  FooterAbout: 'Footer about text',
  CopyRight: 'Copyright text',
  instragram: 'Instagram link',
  facebook: 'Facebook link',
  twitter: 'Twitter link',
  youtube: 'YouTube link',
  phone: 'Phone number',
  email: 'Email',
  logo: 'Logo',
};

/** "bannerHeadingText1" -> "Banner heading text 1": the words of a wire name. */
function wordsOf(field: string): string {
  const words = field
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(' ')
    .map((word) => LABEL_WORDS[word] ?? word)
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Where a field sits: a content entity, or the package form. */
type Scope = ContentEntity | 'package';

/** How messages name a content field, as its form labels it: "Banner heading", "Box 1 title". */
export function contentFieldLabel(field: string, entity?: Scope): string {
  return (entity && FIELD_LABELS[`${entity}.${field}`]) ?? FIELD_LABELS[field] ?? wordsOf(field);
}

/** "Banner heading" -> "banner heading"; "YouTube link" stays, for the middle of a sentence. */
const inSentence = (label: string) =>
  /^[A-Z][a-z]*(\s|$)/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;

/**
 * The message for an empty required field, written for the person filling the form; where the
 * label alone would be unclear the sentence says more ("Enter the banner's first heading line.").
 */
const REQUIRED_MESSAGES: Record<string, string> = {
  bannerHeadingText1: "Enter the banner's first heading line.",
  bannerText: 'Enter the banner text shown under the heading.',
  'banner.btnText': "Enter the banner button's text, like Get Started.",
  'banner.btnLink': "Enter the banner button's link, like /pricing.",
  youtubeLink:
    'Enter the link of the video the banner plays, like https://www.youtube.com/watch?v=...',
  btnLink: 'Enter the button link, like /pricing.',
  btnUrl: 'Enter the button link, like /contact.',
  btnText: 'Enter the button text, like Learn More.',
  featureTitle: "Enter the feature's title.",
  featureDesc: "Enter the feature's short description.",
  'teamMember.personName': "Enter the team member's name.",
  'testimonial.personName': 'Enter the name of the person who wrote the review.',
  'testimonial.desc': 'Enter the review text.',
  question: 'Enter the question.',
  answer: 'Enter the answer.',
  imgLeft: 'Choose the left image.',
  imgRight: 'Choose the right image.',
  bgimage: 'Choose the background image.',
  image: 'Choose the image.',
  email: 'Enter the e-mail address.',
};

function requiredMessage(entity: Scope, field: string): string {
  return (
    REQUIRED_MESSAGES[`${entity}.${field}`] ??
    REQUIRED_MESSAGES[field] ??
    `Enter the ${inSentence(contentFieldLabel(field, entity))}.`
  );
}

// Text arrives as a string; numbers (a review count typed in a number box) and null (an
// emptied field) are accepted and stored as text.
// Each option carries the message too: react-hook-form's resolver shows the first option's
// issue of a failed union, not the union's own message.
const asText = (message: string) =>
  z.union(
    [
      z.string({ error: message }),
      z.number({ error: message }).transform(String),
      z.null({ error: message }).transform(() => ''),
    ],
    { error: message },
  );

type FieldRule = { max: number; allowed?: (value: string) => boolean; message?: string };

const IMAGE_FIELD = /img|image|logo/i;
const LINK_FIELDS = new Set([
  'btnLink',
  'btnUrl',
  'youtubeLink',
  'facebook',
  'twitter',
  'instragram',
  'youtube',
]);
const LONG_FIELD = /desc|answer|para|subtext|footerabout|bannertext/i;
const TITLE_FIELD = /title|name|heading/i;

/** How long a content field may be and what it may hold, by what its name says it is. */
function ruleFor(field: string, label: string): FieldRule {
  if (IMAGE_FIELD.test(field)) {
    return {
      max: TEXT_MAX.url,
      allowed: isSafeImageAddress,
      message: `Choose an image file for the ${inSentence(label)}, or enter an address on this site (/images/..., /uploads/...) or one starting with https://.`,
    };
  }
  if (LINK_FIELDS.has(field)) {
    return {
      max: TEXT_MAX.url,
      allowed: isSafeLink,
      message: `Enter the ${inSentence(label)} as a page of this site (like /pricing) or a full address starting with https://, mailto: or tel:.`,
    };
  }
  if (field === 'email') return { max: TEXT_MAX.email };
  if (LONG_FIELD.test(field)) return { max: TEXT_MAX.message };
  if (TITLE_FIELD.test(field)) return { max: TEXT_MAX.title };
  return { max: TEXT_MAX.short };
}

/** The text of one content field: its limit and, for images and links, the schemes allowed. */
function fieldText(entity: Scope, field: string, required?: string) {
  const label = contentFieldLabel(field, entity);
  const rule = ruleFor(field, label);
  const schema = text({ label, max: rule.max, required });
  const { allowed, message } = rule;
  return allowed ? schema.refine(allowed, { error: message }) : schema;
}

const asTextMessage = (entity: Scope, field: string) =>
  `Enter the ${inSentence(contentFieldLabel(field, entity))} as text.`;

/** A field the spec does not require. */
const optionalText = (entity: Scope, field: string) =>
  asText(asTextMessage(entity, field)).pipe(fieldText(entity, field)).optional();

/** A field that must be present and not blank, with the given message. */
const requiredText = (entity: Scope, field: string, message: string) =>
  asText(message).pipe(fieldText(entity, field, message));

/** A field the spec requires (or that would publish an empty card when blank). */
const required = (entity: Scope, field: string) =>
  requiredText(entity, field, requiredMessage(entity, field));

/**
 * A field an update may leave out (the stored value stays) but may not empty: what makes a
 * card or a section heading on the site (a testimonial's name and text, an FAQ's question).
 */
const notBlank = (entity: Scope, field: string) =>
  required(entity, field).optional() as unknown as ReturnType<typeof optionalText>;

type InputShape<E extends ContentEntity, Req extends ContentFieldsOf<E>> = {
  [Field in Exclude<ContentFieldsOf<E>, Req>]: ReturnType<typeof optionalText>;
} & { [Field in Req]: ReturnType<typeof required> };

/**
 * An input with every field of the entity; the `required` ones must be present and not blank,
 * the `notBlank` ones may be left out but not emptied.
 */
function contentInput<E extends ContentEntity, const Req extends ContentFieldsOf<E> = never>(
  entity: E,
  requiredFields: readonly Req[] = [],
  notBlankFields: readonly ContentFieldsOf<E>[] = [],
) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of contentFields[entity]) {
    shape[field] = (requiredFields as readonly string[]).includes(field)
      ? required(entity, field)
      : (notBlankFields as readonly string[]).includes(field)
        ? notBlank(entity, field)
        : optionalText(entity, field);
  }
  return z.object(shape as InputShape<E, Req>);
}

const allFields = <E extends ContentEntity>(entity: E) =>
  contentFields[entity] as readonly ContentFieldsOf<E>[];

// -- records -------------------------------------------------------------------------------

export const Logo = contentRecord('logo');
export type Logo = z.infer<typeof Logo>;
export const Banner = contentRecord('banner');
export type Banner = z.infer<typeof Banner>;
export const Feature = contentRecord('feature');
export type Feature = z.infer<typeof Feature>;
export const FeaturesTitle = contentRecord('featuresTitle');
export type FeaturesTitle = z.infer<typeof FeaturesTitle>;
export const FeaturePageTwo = contentRecord('featurePageTwo');
export type FeaturePageTwo = z.infer<typeof FeaturePageTwo>;
export const About = contentRecord('about');
export type About = z.infer<typeof About>;
export const AboutService = contentRecord('aboutService');
export type AboutService = z.infer<typeof AboutService>;
export const Speciality = contentRecord('speciality');
export type Speciality = z.infer<typeof Speciality>;
export const WhyChoose = contentRecord('whyChoose');
export type WhyChoose = z.infer<typeof WhyChoose>;
export const Road = contentRecord('road');
export type Road = z.infer<typeof Road>;
export const TeamMember = contentRecord('teamMember');
export type TeamMember = z.infer<typeof TeamMember>;
export const TeamTitle = contentRecord('teamTitle');
export type TeamTitle = z.infer<typeof TeamTitle>;
export const Testimonial = contentRecord('testimonial');
export type Testimonial = z.infer<typeof Testimonial>;
export const TestimonialsTitle = contentRecord('testimonialsTitle');
export type TestimonialsTitle = z.infer<typeof TestimonialsTitle>;
export const Faq = contentRecord('faq');
export type Faq = z.infer<typeof Faq>;
export const FaqTitle = contentRecord('faqTitle');
export type FaqTitle = z.infer<typeof FaqTitle>;
export const FooterLinks = contentRecord('footerLinks');
export type FooterLinks = z.infer<typeof FooterLinks>;
export const FooterSocial = contentRecord('footerSocial');
export type FooterSocial = z.infer<typeof FooterSocial>;
export const ContactInfo = contentRecord('contactInfo');
export type ContactInfo = z.infer<typeof ContactInfo>;
export const PackageTitle = contentRecord('packageTitle');
export type PackageTitle = z.infer<typeof PackageTitle>;

// -- inputs --------------------------------------------------------------------------------

/** The logo page must upload an image and save its address. */
export const UpdateLogoInput = z.object({
  logo: requiredText('logo', 'logo', 'Please select a logo file to upload.'),
});
export type UpdateLogoInput = z.infer<typeof UpdateLogoInput>;

export const UpdateBannerInput = contentInput('banner', allFields('banner'));
export type UpdateBannerInput = z.infer<typeof UpdateBannerInput>;

export const CreateFeatureInput = z.object({
  featureTitle: required('feature', 'featureTitle'),
  featureDesc: required('feature', 'featureDesc'),
  featureImg: requiredText('feature', 'featureImg', 'Please select an image for the service page.'),
});
export type CreateFeatureInput = z.infer<typeof CreateFeatureInput>;

/** Title and description are required; without a new image the stored one stays. */
export const UpdateFeatureInput = contentInput('feature', ['featureTitle', 'featureDesc']);
export type UpdateFeatureInput = z.infer<typeof UpdateFeatureInput>;

export const UpdateFeaturesTitleInput = contentInput('featuresTitle', [], ['title']);
export type UpdateFeaturesTitleInput = z.infer<typeof UpdateFeaturesTitleInput>;

export const UpdateFeaturePageTwoInput = contentInput('featurePageTwo', [], ['title']);
export type UpdateFeaturePageTwoInput = z.infer<typeof UpdateFeaturePageTwoInput>;

export const UpdateAboutInput = contentInput('about', [], ['title']);
export type UpdateAboutInput = z.infer<typeof UpdateAboutInput>;

export const CreateAboutServiceInput = contentInput('aboutService', allFields('aboutService'));
export type CreateAboutServiceInput = z.infer<typeof CreateAboutServiceInput>;

export const UpdateAboutServiceInput = contentInput('aboutService', [], ['title', 'description']);
export type UpdateAboutServiceInput = z.infer<typeof UpdateAboutServiceInput>;

export const UpdateSpecialityInput = contentInput('speciality', [], ['headingTitle']);
export type UpdateSpecialityInput = z.infer<typeof UpdateSpecialityInput>;

export const UpdateWhyChooseInput = contentInput('whyChoose', [], ['title']);
export type UpdateWhyChooseInput = z.infer<typeof UpdateWhyChooseInput>;

export const UpdateRoadInput = contentInput(
  'road',
  allFields('road').filter((field) => field !== 'email'),
).extend({
  email: emailField({
    required: 'Enter the e-mail address shown in the section.',
    invalid: 'Enter a valid e-mail address, like name@example.com.',
  }),
});
export type UpdateRoadInput = z.infer<typeof UpdateRoadInput>;

/** A team card needs the person's name; an update may leave it out but not empty it. */
export const CreateTeamMemberInput = contentInput('teamMember', ['personName']);
export type CreateTeamMemberInput = z.infer<typeof CreateTeamMemberInput>;
export const UpdateTeamMemberInput = contentInput('teamMember', [], ['personName']);
export type UpdateTeamMemberInput = z.infer<typeof UpdateTeamMemberInput>;

export const UpdateTeamTitleInput = contentInput('teamTitle', [], ['TitleOne']);
export type UpdateTeamTitleInput = z.infer<typeof UpdateTeamTitleInput>;

/**
 * A review card needs a name and its text (the spec requires nothing, and an empty form once
 * published a blank review); an update may leave them out but not empty them.
 */
export const CreateTestimonialInput = contentInput('testimonial', ['personName', 'desc']);
export type CreateTestimonialInput = z.infer<typeof CreateTestimonialInput>;
export const UpdateTestimonialInput = contentInput('testimonial', [], ['personName', 'desc']);
export type UpdateTestimonialInput = z.infer<typeof UpdateTestimonialInput>;

export const UpdateTestimonialsTitleInput = contentInput('testimonialsTitle', [], ['titleOne']);
export type UpdateTestimonialsTitleInput = z.infer<typeof UpdateTestimonialsTitleInput>;

/** An FAQ needs its question and answer; an update may leave them out but not empty them. */
export const CreateFaqInput = contentInput('faq', ['question', 'answer']);
export type CreateFaqInput = z.infer<typeof CreateFaqInput>;
export const UpdateFaqInput = contentInput('faq', [], ['question', 'answer']);
export type UpdateFaqInput = z.infer<typeof UpdateFaqInput>;

export const UpdateFaqTitleInput = contentInput('faqTitle', [], ['titleOne']);
export type UpdateFaqTitleInput = z.infer<typeof UpdateFaqTitleInput>;

export const UpdateFooterLinksInput = contentInput('footerLinks');
export type UpdateFooterLinksInput = z.infer<typeof UpdateFooterLinksInput>;

export const UpdateFooterSocialInput = contentInput('footerSocial');
export type UpdateFooterSocialInput = z.infer<typeof UpdateFooterSocialInput>;

export const UpdateContactInfoInput = contentInput('contactInfo', [], ['titleOne']);
export type UpdateContactInfoInput = z.infer<typeof UpdateContactInfoInput>;

export const UpdatePackageTitleInput = contentInput('packageTitle', [], ['titleOne']);
export type UpdatePackageTitleInput = z.infer<typeof UpdatePackageTitleInput>;

/** The payment setting's `email` holds the payment provider's client id (record: payments.ts). */
export const UpdatePaymentSettingInput = z.object({
  email: text({
    label: 'PayPal client id',
    max: TEXT_MAX.title,
    required: 'Enter the PayPal client id from your PayPal app.',
  }),
});
export type UpdatePaymentSettingInput = z.infer<typeof UpdatePaymentSettingInput>;

// -- packages ------------------------------------------------------------------------------

/** The largest price the store keeps (prices are integer cents in a 32-bit column). */
export const MAX_PRICE_CENTS = 2_147_483_647;

const PRICE_MESSAGE = 'Enter the price in dollars, like 49.99.';

/** The price in dollars, as the admin form sends it ("49", "49.00" or 49). */
export const PriceInput = z
  .union(
    [
      z.number({ error: PRICE_MESSAGE }),
      z
        .string({ error: PRICE_MESSAGE })
        .trim()
        .regex(/^\d+(\.\d+)?$/, PRICE_MESSAGE)
        .transform(Number),
    ],
    {
      error: PRICE_MESSAGE,
    },
  )
  .pipe(
    z
      .number()
      .refine((dollars) => dollarsToCents(dollars) >= 1, PRICE_MESSAGE)
      .refine(
        (dollars) => dollarsToCents(dollars) <= MAX_PRICE_CENTS,
        'Enter a price of at most $21,474,836.47.',
      ),
  );

const ACCESS_LINK_MESSAGE =
  'Enter the access link as a full address starting with https://, or leave it empty.';

/** An access link: empty, or an http(s) URL. */
export const AccessLinkInput = asText(ACCESS_LINK_MESSAGE)
  .pipe(text({ label: 'Access link', max: TEXT_MAX.url }))
  .pipe(
    z.union(
      [
        z.literal('', { error: ACCESS_LINK_MESSAGE }),
        z.url({ protocol: /^https?$/, error: ACCESS_LINK_MESSAGE }),
      ],
      {
        error: ACCESS_LINK_MESSAGE,
      },
    ),
  )
  .optional();

/** A package's credit grant: a whole number from 0 to 1,000,000. */
export const CreditsInput = z.coerce
  .number({ error: 'Enter the credits as a whole number, like 100.' })
  .int('Enter the credits as a whole number, like 100.')
  .min(0, 'Enter 0 or more credits.')
  .max(1_000_000, 'Enter at most 1,000,000 credits.');

const packagePoints = {
  pointOne: optionalText('package', 'pointOne'),
  pointTwo: optionalText('package', 'pointTwo'),
  pointThree: optionalText('package', 'pointThree'),
  pointFour: optionalText('package', 'pointFour'),
  pointFive: optionalText('package', 'pointFive'),
  pointSix: optionalText('package', 'pointSix'),
  pointSeven: optionalText('package', 'pointSeven'),
  pointEight: optionalText('package', 'pointEight'),
  pointNine: optionalText('package', 'pointNine'),
  pointTen: optionalText('package', 'pointTen'),
};

/** What a package sells: a lead database (links, hosted files) or a pack of credits. */
export const PACKAGE_KINDS = ['database', 'credit_pack'] as const;
export type PackageKind = (typeof PACKAGE_KINDS)[number];
export const PACKAGE_KIND_LABELS: Record<PackageKind, string> = {
  database: 'Lead database',
  credit_pack: 'Credit pack',
};
export const CREDIT_PACK_CREDITS_MESSAGE = 'A credit pack grants at least 1 credit.';
export const SEGMENT_PACK_MESSAGE =
  'A credit pack is not cut from our leads: make it a lead database.';
export const SEGMENT_LINK_MESSAGE =
  'A package cut from our leads has no links: its files are cut for each buyer. Leave this empty.';
export const CREDIT_PACK_LINK_MESSAGE =
  'A credit pack has no database links. Leave this empty or make the package a lead database.';

/**
 * A package as the admin form sends it. `price` is in dollars on the wire; the server keeps
 * integer cents. Left-out optional fields keep their stored value on update (empty on create).
 * Without `kind` a new package with credits is a credit pack, else a database (older clients).
 */
export const CreatePackageInput = z
  .object({
    packageName: requiredText('package', 'packageName', 'Enter the package name.'),
    price: PriceInput,
    kind: z
      .enum(PACKAGE_KINDS, { error: 'Choose what the package sells: database or credit_pack.' })
      .optional(),
    accessLink1: AccessLinkInput,
    accessLink2: AccessLinkInput,
    accessLink3: AccessLinkInput,
    img: optionalText('package', 'img'),
    /** Credits a credit pack grants when its payment is settled; a database grants none. */
    credits: CreditsInput.optional(),
    /**
     * A database cut from our leads (its promise lines are generated, it has no links or files);
     * null makes it a package of files and links again; left out keeps what is stored.
     */
    segmentDefinition: SegmentDefinition.nullable().optional(),
    ...packagePoints,
  })
  .superRefine((input, context) => {
    if (input.segmentDefinition) {
      if (input.kind === 'credit_pack') {
        context.addIssue({
          code: 'custom',
          path: ['segmentDefinition'],
          message: SEGMENT_PACK_MESSAGE,
        });
      }
      for (const field of ['accessLink1', 'accessLink2', 'accessLink3'] as const) {
        if (input[field]) {
          context.addIssue({ code: 'custom', path: [field], message: SEGMENT_LINK_MESSAGE });
        }
      }
    }
    if (input.kind !== 'credit_pack') return;
    if (!input.credits || input.credits < 1) {
      context.addIssue({ code: 'custom', path: ['credits'], message: CREDIT_PACK_CREDITS_MESSAGE });
    }
    for (const field of ['accessLink1', 'accessLink2', 'accessLink3'] as const) {
      if (input[field]) {
        context.addIssue({ code: 'custom', path: [field], message: CREDIT_PACK_LINK_MESSAGE });
      }
    }
  });
export type CreatePackageInput = z.infer<typeof CreatePackageInput>;
export const UpdatePackageInput = CreatePackageInput;
export type UpdatePackageInput = CreatePackageInput;

const packagePointFields = {
  pointOne: z.string(),
  pointTwo: z.string(),
  pointThree: z.string(),
  pointFour: z.string(),
  pointFive: z.string(),
  pointSix: z.string(),
  pointSeven: z.string(),
  pointEight: z.string(),
  pointNine: z.string(),
  pointTen: z.string(),
};

/** A package as anyone may see it: never the access links (paid content). */
export const Package = z.object({
  _id: z.string(),
  packageName: z.string(),
  /** Dollars (49.99), like an order's packagePrice; shown with two decimals (formatPrice). */
  price: z.number(),
  img: z.string(),
  kind: z.enum(PACKAGE_KINDS),
  /** Credits a credit pack grants on purchase; 0 for a database. */
  credits: z.number().int(),
  /** Set for a database cut from our leads: its points are generated from the definition. */
  segment: SegmentOffer.nullable(),
  ...packagePointFields,
});
export type Package = z.infer<typeof Package>;

/** A package as staff edit it, access links included. */
export const AdminPackage = Package.extend({
  /** When staff took it off sale (ISO time); null while it is on sale. */
  archivedAt: z.string().nullable(),
  /** Orders placed for it: a package with orders is archived, never deleted. */
  orderCount: z.number().int(),
  /** The segment it is cut from (null: files and links); with its live figures. */
  segmentDefinition: SegmentDefinition.nullable(),
  segmentStats: SegmentStats.nullable(),
  accessLink1: z.string(),
  accessLink2: z.string(),
  accessLink3: z.string(),
  /** Database files hosted by the store, per slot (null: the slot uses its link or nothing). */
  ...PackageSlotFiles.shape,
});
export type AdminPackage = z.infer<typeof AdminPackage>;
