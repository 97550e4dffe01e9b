import { z } from 'zod';
// Installs the sentences for issues a schema gives no message of its own.
import './messages.ts';
import { TEXT_MAX } from './text-limits.ts';

export { TEXT_MAX };

// NUL cannot be stored by PostgreSQL (it fails the whole statement), and half of a surrogate
// pair is not a character at all (it would be stored as U+FFFD). Nobody types either.
const UNSAFE_CHARACTER =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what this looks for
  /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds a NUL or a lone surrogate (half of an emoji, for example). */
export function hasUnsafeCharacter(value: string): boolean {
  return UNSAFE_CHARACTER.test(value);
}

export const unsafeCharacterMessage = (label: string) =>
  `${label} contains a character that is not allowed (a NUL or a broken character). Remove it and try again.`;

// One formatter for every schema's message: `toLocaleString('en-US')` builds a new Intl formatter
// per call, and the contract calls this for each text field when it loads (about 90 ms of a
// phone's first load of a page with a form, at Lighthouse's CPU).
const wholeNumber = new Intl.NumberFormat('en-US');

export const tooLongMessage = (label: string, max: number) =>
  `${label} must be at most ${wholeNumber.format(max)} characters.`;

export type TextOptions = {
  /** How the field is named in messages: "Subject", "Your Name". */
  label: string;
  max: number;
  /** The message for a missing or blank value; without it the field may be empty. */
  required?: string;
  /** Keep surrounding spaces (an HTML template, a password); trimmed by default. */
  keepSpaces?: boolean;
};

/**
 * Text a person types: trimmed, free of NUL and lone surrogates, at most `max` characters, and
 * not blank when `required`. Every free-text field of the contract is built here.
 */
export function text({ label, max, required, keepSpaces }: TextOptions) {
  let schema = z.string({ error: required ?? `${label} must be text.` });
  if (!keepSpaces) schema = schema.trim();
  if (required) schema = schema.min(1, required);
  return schema
    .refine((value) => !hasUnsafeCharacter(value), unsafeCharacterMessage(label))
    .max(max, tooLongMessage(label, max));
}

/** A query-string filter: like `text`, and an empty value counts as not given. */
export function searchText(label = 'Search', max: number = TEXT_MAX.search) {
  return text({ label, max })
    .optional()
    .transform((value) => (value === '' ? undefined : value));
}

/**
 * The longest value a field of a contract schema takes (through `.optional()`, defaults and
 * pipes), for a form's `maxLength`; undefined when the field has no limit.
 */
export function maxLengthOf(schema: z.ZodType | undefined): number | undefined {
  if (!schema) return undefined;
  if (schema instanceof z.ZodString) return schema.maxLength ?? undefined;
  const def = schema._zod.def as { innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType };
  for (const inner of [def.innerType, def.out, def.in]) {
    const max = maxLengthOf(inner);
    if (max !== undefined) return max;
  }
  return undefined;
}

/** `maxLengthOf` for every field of an object schema: `{ name: 100, message: 5000 }`. */
export function maxLengths<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
): Partial<Record<keyof Shape, number>> {
  const limits: Partial<Record<keyof Shape, number>> = {};
  for (const [field, fieldSchema] of Object.entries(schema.shape)) {
    const max = maxLengthOf(fieldSchema as z.ZodType);
    if (max !== undefined) limits[field as keyof Shape] = max;
  }
  return limits;
}

// -- addresses -----------------------------------------------------------------------------

/** The file names `POST /api/upload` gives: 32 hex characters and `.webp`. */
export const UPLOADED_IMAGE_PATH = /^\/uploads\/[0-9a-f]{32}\.webp$/;

export const isUploadedImagePath = (value: string) => UPLOADED_IMAGE_PATH.test(value);

// Browsers ignore tabs, line breaks and leading controls inside a scheme ("java\tscript:").
const schemeOf = (value: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what browsers drop
  /^([a-z][a-z0-9+.-]*):/i.exec(value.replace(/[\u0000-\u0020\u007f]/g, ''))?.[1]?.toLowerCase();

/**
 * A link staff put on the site: a path on this site (`/pricing`, `#faq`), an http(s) address,
 * `mailto:` or `tel:`. Never `javascript:`, `data:` or another scheme a browser would run.
 */
export function isSafeLink(value: string): boolean {
  if (value === '') return true;
  const scheme = schemeOf(value);
  return scheme === undefined || ['http', 'https', 'mailto', 'tel'].includes(scheme);
}

/**
 * An image staff put on the site: an address on this site (`/images/...`, `/uploads/...`) or an
 * http(s) one. Never `javascript:`, `data:` or another scheme. `blob:` passes because the editor
 * validates its form while a picked file's preview stands in for the upload to come (an image
 * from a `blob:` address runs nothing).
 */
export function isSafeImageAddress(value: string): boolean {
  const scheme = schemeOf(value);
  return scheme === undefined || ['http', 'https', 'blob'].includes(scheme);
}

/** A text field that must be filled, with the message shown when it is empty. */
export const requiredText = (label: string, message: string, max: number) =>
  text({ label, max, required: message });
