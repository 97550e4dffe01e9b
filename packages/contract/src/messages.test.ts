import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contactMessages from './contact-messages.ts';
import * as content from './content.ts';
import * as emailTemplate from './email-template.ts';
import { friendlyIssueMessage, ZOD_DEFAULT_WORDING } from './messages.ts';
import * as orders from './orders.ts';
import * as profile from './profile.ts';
import * as staffUsers from './staff-users.ts';

// Every message staff can see from the back office's inputs is a sentence written for them:
// never zod's own wording ("Invalid input: expected number, received string") and never a
// field's wire name in words ("Banner heading text 1 is required.").

const isObjectSchema = (value: unknown): value is z.ZodObject =>
  value instanceof z.ZodObject && Object.keys(value.shape).length > 0;

/**
 * The contract's back-office inputs: every exported `...Input` object of content and of the
 * back office's entities, but the public contact form (the storefront spec's own texts).
 */
const BACK_OFFICE = {
  ...content,
  ...contactMessages,
  ...emailTemplate,
  ...staffUsers,
  UpdateOrderInput: orders.UpdateOrderInput,
  UpdateCreditInput: profile.UpdateCreditInput,
};
const INPUTS = Object.entries(BACK_OFFICE)
  .filter(([name, value]) => name.endsWith('Input') && isObjectSchema(value))
  .filter(([name]) => name !== 'ContactMessageInput')
  .map(([name, schema]) => [name, schema as z.ZodObject] as const);

/** Bad values a form or an API client may send for one field. */
const BAD_VALUES: unknown[] = [
  undefined,
  '',
  '   ',
  null,
  0,
  -1,
  1.5,
  'abc',
  '-1',
  true,
  {},
  [],
  ['x'],
  'x'.repeat(300_000),
  'a\u0000b',
  'javascript:alert(1)',
  'not an e-mail',
  '99999999999',
];

/** The words of a wire name with a digit, as the old labels showed them ("Banner heading text 1"). */
const WIRE_NAME_IN_WORDS = /\b(text|heading|link) \d\b/i;

function messagesOf(schema: z.ZodObject): Array<{ input: string; message: string }> {
  const seen: Array<{ input: string; message: string }> = [];
  const record = (input: unknown) => {
    const result = schema.safeParse(input);
    // A failed union's options count too: react-hook-form's resolver shows the first option's
    // issue, not the union's message (that is how "expected number, received string" reached
    // the package form).
    const walk = (issues: readonly z.core.$ZodIssue[]) => {
      for (const issue of issues) {
        seen.push({
          input: JSON.stringify(input)?.slice(0, 80) ?? 'undefined',
          message: issue.message,
        });
        if (issue.code === 'invalid_union') for (const option of issue.errors) walk(option);
      }
    };
    walk(result.error?.issues ?? []);
  };
  record({});
  record(undefined);
  record('text');
  record({ unknownField: 'x' });
  for (const field of Object.keys(schema.shape)) {
    for (const value of BAD_VALUES) record({ [field]: value });
  }
  return seen;
}

describe('back-office input messages', () => {
  it('walks the content, package, user, credit and e-mail template inputs', () => {
    const names = INPUTS.map(([name]) => name);
    for (const expected of [
      'UpdateBannerInput',
      'CreateTestimonialInput',
      'UpdateFaqInput',
      'CreatePackageInput',
      'StaffUserInput',
      'UpdateCreditInput',
      'SaveEmailTemplateInput',
      'UpdatePaymentSettingInput',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it.each(INPUTS)('%s answers sentences written for people', (_name, schema) => {
    const problems = messagesOf(schema).filter(
      ({ message }) =>
        ZOD_DEFAULT_WORDING.some((pattern) => pattern.test(message)) ||
        WIRE_NAME_IN_WORDS.test(message) ||
        Object.keys(schema.shape).some(
          (field) => /[A-Z0-9]/.test(field) && message.includes(field),
        ) ||
        !/^[A-Z"]/.test(message) ||
        !/[.!?]$/.test(message),
    );
    expect([...new Set(problems.map((problem) => problem.message))]).toEqual([]);
  });

  it('asks for what the person must type, naming the field as its form does', () => {
    const first = (result: {
      error?: { issues: Array<{ message: string; path: PropertyKey[] }> };
    }) =>
      Object.fromEntries(
        (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
      );
    expect(first(content.UpdateBannerInput.safeParse({}))).toMatchObject({
      bannerHeadingText1: "Enter the banner's first heading line.",
      btnLink: "Enter the banner button's link, like /pricing.",
    });
    expect(
      first(content.CreatePackageInput.safeParse({ packageName: 'Pro', price: 'abc' })),
    ).toEqual({
      price: 'Enter the price in dollars, like 49.99.',
    });
    expect(first(content.CreateTestimonialInput.safeParse({}))).toEqual({
      personName: 'Enter the name of the person who wrote the review.',
      desc: 'Enter the review text.',
    });
    expect(
      first(content.UpdateBannerInput.safeParse({ bannerHeadingText1: 'x'.repeat(201) })),
    ).toMatchObject({ bannerHeadingText1: 'Banner heading must be at most 200 characters.' });
  });

  it('puts a sentence on issues a schema has no message for', () => {
    const query = z.object({ page: z.coerce.number().int().min(1), kind: z.enum(['a', 'b']) });
    const messages = query.safeParse({ page: 'x', kind: 'c' }).error?.issues.map((i) => i.message);
    expect(messages).toEqual(['Enter a number, like 10.', 'Choose one of: a, b.']);
    expect(
      z
        .strictObject({})
        .safeParse({ extra: 1 })
        .error?.issues.map((i) => i.message),
    ).toEqual(['This form does not take the field extra.']);
    expect(
      friendlyIssueMessage({ code: 'too_big', origin: 'string', maximum: 5, input: 'x' } as never),
    ).toBe('Enter at most 5 characters.');
  });
});

describe('unknownPlaceholders', () => {
  it('lists each placeholder the e-mail does not fill, once', () => {
    expect(
      emailTemplate.unknownPlaceholders(
        '{{customerName}} {{ orderId }} {{customerNmae}} {{amount}} {{customerNmae}} {{ total }}',
      ),
    ).toEqual(['{{customerNmae}}', '{{ total }}']);
    expect(emailTemplate.unknownPlaceholders('<p>No placeholders</p>')).toEqual([]);
  });
});
