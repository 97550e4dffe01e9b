import { describe, expect, it } from 'vitest';
import { ContactMessageInput } from './contact-form.ts';
import { UpdateBannerInput, UpdateTeamMemberInput } from './content.ts';
import { UpdateProfileInput } from './profile.ts';
import {
  hasUnsafeCharacter,
  isSafeImageAddress,
  isSafeLink,
  isUploadedImagePath,
  maxLengthOf,
  maxLengths,
  TEXT_MAX,
  text,
} from './text.ts';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('text', () => {
  const subject = text({ label: 'Subject', max: 10, required: 'Subject is required.' });

  it('trims and keeps ordinary text, emoji and accents', () => {
    expect(subject.parse('  Héllo 👋  ')).toBe('Héllo 👋');
  });

  it('refuses NUL and lone surrogates with a message naming the field', () => {
    for (const value of ['a\u0000b', 'a\uD83Db', 'a\uDC4Bb', '\uD83D']) {
      expect(hasUnsafeCharacter(value), JSON.stringify(value)).toBe(true);
      expect(messages(subject.safeParse(value))).toEqual([
        'Subject contains a character that is not allowed (a NUL or a broken character). Remove it and try again.',
      ]);
    }
    expect(hasUnsafeCharacter('\uD83D\uDC4B')).toBe(false);
  });

  it('refuses blank and too long text with its own messages', () => {
    expect(messages(subject.safeParse('  '))).toEqual(['Subject is required.']);
    expect(messages(subject.safeParse('x'.repeat(11)))).toEqual([
      'Subject must be at most 10 characters.',
    ]);
    expect(messages(subject.safeParse(undefined))).toEqual(['Subject is required.']);
  });

  it('tells forms the limit of a field through optional, defaults and pipes', () => {
    expect(maxLengthOf(subject)).toBe(10);
    expect(maxLengthOf(ContactMessageInput.shape.message)).toBe(TEXT_MAX.message);
    expect(maxLengthOf(ContactMessageInput.shape.email)).toBe(TEXT_MAX.email);
    expect(maxLengthOf(UpdateBannerInput.shape.bannerText)).toBe(TEXT_MAX.message);
    expect(maxLengthOf(UpdateTeamMemberInput.shape.personName)).toBe(TEXT_MAX.title);
    expect(maxLengthOf(UpdateTeamMemberInput.shape.personImg)).toBe(TEXT_MAX.url);
    expect(maxLengths(ContactMessageInput)).toEqual({
      name: 100,
      email: 254,
      subject: 200,
      message: 5000,
      website: 2048,
    });
  });
});

describe('the contact form', () => {
  const message = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' };

  it('limits each field: name 100, subject 200, message 5,000', () => {
    expect(ContactMessageInput.safeParse(message).success).toBe(true);
    const long = ContactMessageInput.safeParse({
      name: 'n'.repeat(101),
      email: `${'e'.repeat(250)}@example.com`,
      subject: 's'.repeat(201),
      message: 'm'.repeat(5001),
    });
    expect(long.error?.issues.map((issue) => issue.path[0])).toEqual([
      'name',
      'email',
      'subject',
      'message',
    ]);
    expect(ContactMessageInput.safeParse({ ...message, message: 'm'.repeat(5000) }).success).toBe(
      true,
    );
  });
});

describe('addresses', () => {
  it('knows our uploaded file names', () => {
    expect(isUploadedImagePath('/uploads/0123456789abcdef0123456789abcdef.webp')).toBe(true);
    for (const other of [
      '/uploads/../db',
      '/uploads/0123456789abcdef.webp',
      '/uploads/0123456789abcdef0123456789abcdef.webp?x=1',
      'https://evil.example/uploads/0123456789abcdef0123456789abcdef.webp',
    ]) {
      expect(isUploadedImagePath(other), other).toBe(false);
    }
  });

  it('takes only pictures uploaded here (or none) for a profile', () => {
    const picture = (profileImg: string) =>
      UpdateProfileInput.safeParse({ userName: 'Ada', profileImg });
    expect(picture('/uploads/0123456789abcdef0123456789abcdef.webp').success).toBe(true);
    expect(picture('').success).toBe(true);
    for (const outside of [
      'https://evil.example/x.png',
      '//evil.example/x.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/api/me',
    ]) {
      expect(messages(picture(outside)), outside).toEqual([
        'Upload your picture here: a profile picture must be an image uploaded to this site.',
      ]);
    }
  });

  it('refuses scripts and data in site links and images, whatever the spelling', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:x',
      ' data:text/html,x',
      'vbscript:x',
    ]) {
      expect(isSafeLink(bad), bad).toBe(false);
      expect(isSafeImageAddress(bad), bad).toBe(false);
    }
    for (const link of ['', '/pricing', '#faq', 'https://x.com/', 'mailto:a@b.example', 'tel:+1']) {
      expect(isSafeLink(link), link).toBe(true);
    }
    for (const image of [
      '',
      '/images/seed/logo.svg',
      'https://cdn.example/a.png',
      'blob:http://localhost:3000/5c1f0e2a',
    ]) {
      expect(isSafeImageAddress(image), image).toBe(true);
    }
    expect(messages(UpdateTeamMemberInput.safeParse({ personImg: 'javascript:alert(1)' }))).toEqual(
      [
        'Choose an image file for the person image, or enter an address on this site (/images/..., /uploads/...) or one starting with https://.',
      ],
    );
    expect(
      UpdateBannerInput.safeParse({
        bannerHeadingText1: 'A',
        bannerText: 'B',
        btnText: 'C',
        btnLink: 'javascript:alert(1)',
        youtubeLink: 'https://www.youtube.com/@x',
      }).success,
    ).toBe(false);
  });
});
