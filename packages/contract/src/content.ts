import { z } from 'zod';
import { type ContentEntity, type ContentFieldsOf, contentFields } from './content-fields.ts';
import { emailField } from './email.ts';
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

/** "bannerHeadingText1" -> "Banner heading text 1", for messages that name a field. */
export function contentFieldLabel(field: string): string {
  const words = field
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(' ')
    .map((word) => LABEL_WORDS[word] ?? word)
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// Text arrives as a string; numbers (a review count typed in a number box) and null (an
// emptied field) are accepted and stored as text.
const asText = (message: string) =>
  z.union([z.string(), z.number().transform(String), z.null().transform(() => '')], {
    error: message,
  });

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
function ruleFor(field: string): FieldRule {
  const label = contentFieldLabel(field);
  if (IMAGE_FIELD.test(field)) {
    return {
      max: TEXT_MAX.url,
      allowed: isSafeImageAddress,
      message: `${label} must be an image on this site (/images/..., /uploads/...) or an http(s) address.`,
    };
  }
  if (LINK_FIELDS.has(field)) {
    return {
      max: TEXT_MAX.url,
      allowed: isSafeLink,
      message: `${label} must be a link on this site (/pricing), an http(s) address, mailto: or tel:.`,
    };
  }
  if (field === 'email') return { max: TEXT_MAX.email };
  if (LONG_FIELD.test(field)) return { max: TEXT_MAX.message };
  if (TITLE_FIELD.test(field)) return { max: TEXT_MAX.title };
  return { max: TEXT_MAX.short };
}

/** The text of one content field: its limit and, for images and links, the schemes allowed. */
function fieldText(field: string, required?: string) {
  const rule = ruleFor(field);
  const schema = text({ label: contentFieldLabel(field), max: rule.max, required });
  const { allowed, message } = rule;
  return allowed ? schema.refine(allowed, { error: message }) : schema;
}

/** A field the spec does not require. */
const optionalText = (field: string) => asText('Must be text.').pipe(fieldText(field)).optional();

/** A field the spec requires: present and not blank. */
const requiredText = (field: string, message: string) =>
  asText(message).pipe(fieldText(field, message));

const required = (field: string) => requiredText(field, `${contentFieldLabel(field)} is required.`);

type InputShape<E extends ContentEntity, Req extends ContentFieldsOf<E>> = {
  [Field in Exclude<ContentFieldsOf<E>, Req>]: ReturnType<typeof optionalText>;
} & { [Field in Req]: ReturnType<typeof required> };

/** An input with every field of the entity; the listed ones are required. */
function contentInput<E extends ContentEntity, const Req extends ContentFieldsOf<E> = never>(
  entity: E,
  requiredFields: readonly Req[] = [],
) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of contentFields[entity]) {
    shape[field] = (requiredFields as readonly string[]).includes(field)
      ? required(field)
      : optionalText(field);
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
  logo: requiredText('logo', 'Please select a logo file to upload.'),
});
export type UpdateLogoInput = z.infer<typeof UpdateLogoInput>;

export const UpdateBannerInput = contentInput('banner', allFields('banner'));
export type UpdateBannerInput = z.infer<typeof UpdateBannerInput>;

export const CreateFeatureInput = z.object({
  featureTitle: required('featureTitle'),
  featureDesc: required('featureDesc'),
  featureImg: requiredText('featureImg', 'Please select an image for the service page.'),
});
export type CreateFeatureInput = z.infer<typeof CreateFeatureInput>;

/** Title and description are required; without a new image the stored one stays. */
export const UpdateFeatureInput = contentInput('feature', ['featureTitle', 'featureDesc']);
export type UpdateFeatureInput = z.infer<typeof UpdateFeatureInput>;

export const UpdateFeaturesTitleInput = contentInput('featuresTitle');
export type UpdateFeaturesTitleInput = z.infer<typeof UpdateFeaturesTitleInput>;

export const UpdateFeaturePageTwoInput = contentInput('featurePageTwo');
export type UpdateFeaturePageTwoInput = z.infer<typeof UpdateFeaturePageTwoInput>;

export const UpdateAboutInput = contentInput('about');
export type UpdateAboutInput = z.infer<typeof UpdateAboutInput>;

export const CreateAboutServiceInput = contentInput('aboutService', allFields('aboutService'));
export type CreateAboutServiceInput = z.infer<typeof CreateAboutServiceInput>;

export const UpdateAboutServiceInput = contentInput('aboutService');
export type UpdateAboutServiceInput = z.infer<typeof UpdateAboutServiceInput>;

export const UpdateSpecialityInput = contentInput('speciality');
export type UpdateSpecialityInput = z.infer<typeof UpdateSpecialityInput>;

export const UpdateWhyChooseInput = contentInput('whyChoose');
export type UpdateWhyChooseInput = z.infer<typeof UpdateWhyChooseInput>;

export const UpdateRoadInput = contentInput(
  'road',
  allFields('road').filter((field) => field !== 'email'),
).extend({
  email: emailField({ required: 'Email is required.', invalid: 'Provide a valid Email' }),
});
export type UpdateRoadInput = z.infer<typeof UpdateRoadInput>;

export const CreateTeamMemberInput = contentInput('teamMember');
export type CreateTeamMemberInput = z.infer<typeof CreateTeamMemberInput>;
export const UpdateTeamMemberInput = CreateTeamMemberInput;
export type UpdateTeamMemberInput = CreateTeamMemberInput;

export const UpdateTeamTitleInput = contentInput('teamTitle');
export type UpdateTeamTitleInput = z.infer<typeof UpdateTeamTitleInput>;

export const CreateTestimonialInput = contentInput('testimonial');
export type CreateTestimonialInput = z.infer<typeof CreateTestimonialInput>;
export const UpdateTestimonialInput = CreateTestimonialInput;
export type UpdateTestimonialInput = CreateTestimonialInput;

export const UpdateTestimonialsTitleInput = contentInput('testimonialsTitle');
export type UpdateTestimonialsTitleInput = z.infer<typeof UpdateTestimonialsTitleInput>;

export const CreateFaqInput = contentInput('faq');
export type CreateFaqInput = z.infer<typeof CreateFaqInput>;
export const UpdateFaqInput = CreateFaqInput;
export type UpdateFaqInput = CreateFaqInput;

export const UpdateFaqTitleInput = contentInput('faqTitle');
export type UpdateFaqTitleInput = z.infer<typeof UpdateFaqTitleInput>;

export const UpdateFooterLinksInput = contentInput('footerLinks');
export type UpdateFooterLinksInput = z.infer<typeof UpdateFooterLinksInput>;

export const UpdateFooterSocialInput = contentInput('footerSocial');
export type UpdateFooterSocialInput = z.infer<typeof UpdateFooterSocialInput>;

export const UpdateContactInfoInput = contentInput('contactInfo');
export type UpdateContactInfoInput = z.infer<typeof UpdateContactInfoInput>;

export const UpdatePackageTitleInput = contentInput('packageTitle');
export type UpdatePackageTitleInput = z.infer<typeof UpdatePackageTitleInput>;

/** The payment setting's `email` holds the payment provider's client id (record: payments.ts). */
export const UpdatePaymentSettingInput = z.object({
  email: text({
    label: 'PayPal client id',
    max: TEXT_MAX.title,
    required: 'The PayPal client id is required.',
  }),
});
export type UpdatePaymentSettingInput = z.infer<typeof UpdatePaymentSettingInput>;

// -- packages ------------------------------------------------------------------------------

/** The largest price the store keeps (prices are integer cents in a 32-bit column). */
export const MAX_PRICE_CENTS = 2_147_483_647;

/** Dollars (number or numeric text) to integer cents, rounded to the nearest cent. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Integer cents to the wire's price in dollars: 4999 -> 49.99. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** A price in dollars as shown, with two decimals: 49 -> "49.00". */
export function formatPrice(dollars: number): string {
  return dollars.toFixed(2);
}

const PRICE_MESSAGE = 'Price must be a positive number.';

/** The price in dollars, as the admin form sends it ("49", "49.00" or 49). */
export const PriceInput = z
  .union(
    [
      z.number(),
      z
        .string()
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
      .refine((dollars) => dollarsToCents(dollars) <= MAX_PRICE_CENTS, 'Price is too large.'),
  );

const ACCESS_LINK_MESSAGE = 'Access link must be empty or an http(s) URL.';

/** An access link: empty, or an http(s) URL. */
export const AccessLinkInput = asText(ACCESS_LINK_MESSAGE)
  .pipe(text({ label: 'Access link', max: TEXT_MAX.url }))
  .pipe(
    z.union([z.literal(''), z.url({ protocol: /^https?$/, error: ACCESS_LINK_MESSAGE })], {
      error: ACCESS_LINK_MESSAGE,
    }),
  )
  .optional();

/** A package's credit grant: a whole number from 0 to 1,000,000. */
export const CreditsInput = z.coerce
  .number({ error: 'Credits must be a whole number.' })
  .int('Credits must be a whole number.')
  .min(0, 'Credits cannot be negative.')
  .max(1_000_000, 'Credits are too many.');

const packagePoints = {
  pointOne: optionalText('pointOne'),
  pointTwo: optionalText('pointTwo'),
  pointThree: optionalText('pointThree'),
  pointFour: optionalText('pointFour'),
  pointFive: optionalText('pointFive'),
  pointSix: optionalText('pointSix'),
  pointSeven: optionalText('pointSeven'),
  pointEight: optionalText('pointEight'),
  pointNine: optionalText('pointNine'),
  pointTen: optionalText('pointTen'),
};

/**
 * A package as the admin form sends it. `price` is in dollars on the wire; the server keeps
 * integer cents. Left-out optional fields keep their stored value on update (empty on create).
 */
export const CreatePackageInput = z.object({
  packageName: requiredText('packageName', 'Package name is required.'),
  price: PriceInput,
  accessLink1: AccessLinkInput,
  accessLink2: AccessLinkInput,
  accessLink3: AccessLinkInput,
  img: optionalText('img'),
  /** Credits the package grants when its payment is settled (a credit pack); 0 by default. */
  credits: CreditsInput.optional(),
  ...packagePoints,
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
  /** Credits granted on purchase; a package with credits > 0 is a credit pack. */
  credits: z.number().int(),
  ...packagePointFields,
});
export type Package = z.infer<typeof Package>;

/** A package as staff edit it, access links included. */
export const AdminPackage = Package.extend({
  accessLink1: z.string(),
  accessLink2: z.string(),
  accessLink3: z.string(),
});
export type AdminPackage = z.infer<typeof AdminPackage>;

// -- contact messages ----------------------------------------------------------------------

/** Today as yyyy-mm-dd (UTC). */
export function todayIsoDate(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

const isRealDate = (value: string) => {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};

/** The public contact form. The status is decided by the server; `website` is a honeypot. */
export const ContactMessageInput = z.object({
  name: text({ label: 'Name', max: TEXT_MAX.name, required: 'Name is required.' }),
  email: emailField({ required: 'Email is required.', invalid: 'Provide a valid Email' }),
  subject: text({ label: 'Subject', max: TEXT_MAX.title, required: 'Subject is required.' }),
  message: text({ label: 'Message', max: TEXT_MAX.message, required: 'Message is required.' }),
  date: z
    .string({ error: 'Date must be yyyy-mm-dd.' })
    .trim()
    .refine(isRealDate, 'Date must be yyyy-mm-dd.')
    .optional()
    .transform((value) => value ?? todayIsoDate()),
  /** Hidden from people; a bot that fills it is answered as if it had succeeded. */
  website: text({ label: 'Website', max: TEXT_MAX.url }).optional(),
});
export type ContactMessageInput = z.infer<typeof ContactMessageInput>;

export const ContactMessage = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  date: z.string(),
  messageStatus: z.string(),
});
export type ContactMessage = z.infer<typeof ContactMessage>;
