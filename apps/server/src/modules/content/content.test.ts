import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  expectError,
  expectValidationError,
  send,
  useTestApp,
} from '../../../test/helpers.ts';
import { seedContent } from './seed.ts';
import { seedRoad } from './seed-data.ts';

const ctx = useTestApp({ people: { admin: 'Admin', manager: 'Manager', customer: 'Customer' } });

beforeAll(async () => {
  await seedContent(ctx.database.db);
});

type Item = Record<string, string> & { _id: string };

async function list(path: string): Promise<Item[]> {
  const response = await send(ctx.app, { url: path });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function firstId(path: string): Promise<string> {
  const [first] = await list(path);
  if (!first) throw new Error(`${path} is empty`);
  return first._id;
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Lists (and single records read as one-item lists) with the number seeded. */
const LISTS: Array<[string, number]> = [
  ['/api/logo', 1],
  ['/api/banner', 1],
  ['/api/features', 4],
  ['/api/features-title', 1],
  ['/api/feature-page-two', 1],
  ['/api/about', 1],
  ['/api/about-services', 3],
  ['/api/speciality', 1],
  ['/api/why-choose', 1],
  ['/api/road', 1],
  ['/api/teams', 4],
  ['/api/team-title', 1],
  ['/api/testimonials', 6],
  ['/api/testimonials-title', 1],
  ['/api/faqs', 7],
  ['/api/faqs-title', 1],
  ['/api/footer-links', 1],
  ['/api/footer-social', 1],
  ['/api/contact', 1],
  ['/api/package-titles', 1],
  ['/api/packages', 3],
];

/** GET-by-id paths and the list their ids come from. */
const ITEMS: Array<[string, string]> = [
  ['/api/feature/', '/api/features'],
  ['/api/about/', '/api/about'],
  ['/api/about-service/', '/api/about-services'],
  ['/api/speciality/', '/api/speciality'],
  ['/api/team/', '/api/teams'],
  ['/api/testimonial/', '/api/testimonials'],
  ['/api/faq/', '/api/faqs'],
  ['/api/footer-link/', '/api/footer-links'],
  ['/api/footer-social/', '/api/footer-social'],
  ['/api/contact/', '/api/contact'],
  ['/api/package-title/', '/api/package-titles'],
  ['/api/package/', '/api/packages'],
  ['/api/logo/', '/api/logo'],
  ['/api/banner/', '/api/banner'],
  ['/api/features-title/', '/api/features-title'],
  ['/api/feature-page-two/', '/api/feature-page-two'],
  ['/api/why-choose/', '/api/why-choose'],
  ['/api/road/', '/api/road'],
  ['/api/team-title/', '/api/team-title'],
  ['/api/testimonial-title/', '/api/testimonials-title'],
  ['/api/faq-title/', '/api/faqs-title'],
];

describe('public content reads', () => {
  it.each(LISTS)(
    'GET %s answers the seeded list anonymously, with or without a slash',
    async (path, count) => {
      const plain = await send(ctx.app, { url: path });
      const slashed = await send(ctx.app, { url: `${path}/` });
      expect(plain.statusCode, plain.body).toBe(200);
      expect(slashed.statusCode, slashed.body).toBe(200);
      expect(plain.headers['content-type']).toMatch(/application\/json/);
      expect(plain.json()).toHaveLength(count);
      expect(slashed.body).toBe(plain.body);
      for (const item of plain.json()) expect(item._id).toEqual(expect.any(String));
    },
  );

  it.each(ITEMS)('GET %s:id answers one record anonymously', async (prefix, listPath) => {
    const [first] = await list(listPath);
    const plain = await send(ctx.app, { url: `${prefix}${first?._id}` });
    const slashed = await send(ctx.app, { url: `${prefix}${first?._id}/` });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json()).toEqual(first);
    expect(slashed.statusCode).toBe(200);
    expect(slashed.body).toBe(plain.body);
  });

  it.each(ITEMS)(
    'GET %s:id answers 404 for unknown ids and ids that are not uuids',
    async (prefix) => {
      expectError(await send(ctx.app, { url: `${prefix}${UNKNOWN_ID}` }), 404, 'NOT_FOUND');
      expectError(await send(ctx.app, { url: `${prefix}not-a-uuid` }), 404, 'NOT_FOUND');
    },
  );

  it('keeps the spec field names on the wire', async () => {
    const [social] = await list('/api/footer-social');
    expect(Object.keys(social ?? {}).sort()).toEqual(
      ['_id', 'email', 'facebook', 'instragram', 'twitter', 'youtube'].sort(),
    );
    const [road] = await list('/api/road');
    expect(road?.email).toBe(seedRoad.email);
    expect(Object.keys(road ?? {})).not.toContain('position');
  });

  it('orders lists by position, then creation', async () => {
    const titles = (await list('/api/features')).map((feature) => feature.featureTitle);
    expect(titles).toEqual([
      'Verified e-mail addresses',
      'Precise targeting',
      'Instant download',
      'Privacy first',
    ]);
  });

  it('points every seeded image at a file shipped with the web app', async () => {
    const { existsSync } = await import('node:fs');
    const path = await import('node:path');
    const publicDir = path.resolve(import.meta.dirname, '../../../../web/public');
    const images = new Set<string>();
    for (const [listPath] of LISTS) {
      const body = (await send(ctx.app, { url: listPath })).body;
      for (const match of body.matchAll(/"(\/images\/[^"]+)"/g)) images.add(match[1] ?? '');
    }
    expect(images.size).toBeGreaterThan(30);
    for (const image of images) expect(existsSync(path.join(publicDir, image)), image).toBe(true);
  });
});

describe('HTTP caching', () => {
  it('sends a strong ETag with no-cache and answers 304 to a matching If-None-Match', async () => {
    const first = await send(ctx.app, { url: '/api/faqs' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await send(ctx.app, { url: '/api/faqs', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const other = await send(ctx.app, { url: '/api/faqs', headers: { 'if-none-match': '"x"' } });
    expect(other.statusCode).toBe(200);
  });

  it('shows a write on the next read, with a new ETag', async () => {
    const before = await send(ctx.app, { url: '/api/banner' });
    const [banner] = before.json() as Item[];
    const etag = before.headers.etag as string;
    const saved = await send(ctx.app, {
      method: 'PUT',
      url: `/api/edit-banner/${banner?._id}`,
      cookie: ctx.admin.cookie,
      body: { ...banner, bannerHeadingText1: 'Fresh heading for the cache test' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await send(ctx.app, {
      url: '/api/banner/',
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json()[0].bannerHeadingText1).toBe('Fresh heading for the cache test');
    const item = await send(ctx.app, { url: `/api/banner/${banner?._id}` });
    expect(item.json().bannerHeadingText1).toBe('Fresh heading for the cache test');
  });

  it('drops item answers too when the entity changes', async () => {
    const id = await firstId('/api/faqs');
    const before = await send(ctx.app, { url: `/api/faq/${id}` });
    await send(ctx.app, {
      method: 'PUT',
      url: `/api/faq/${id}/`,
      cookie: ctx.admin.cookie,
      body: { answer: 'A changed answer.' },
    });
    const after = await send(ctx.app, {
      url: `/api/faq/${id}`,
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().answer).toBe('A changed answer.');
  });
});

type WriteCase = {
  name: string;
  /** The content kind its activity entries name. */
  entity: string;
  method: 'PUT' | 'POST';
  /** Write path; `:id` is replaced by the first record of `list`. */
  path: string;
  list: string;
  valid: Record<string, unknown>;
  invalid: Record<string, unknown>;
  /** Field names the 400 must name. */
  invalidFields?: string[];
};

const fullRoad = { ...seedRoad, title: 'Road title changed' };

const WRITES: WriteCase[] = [
  {
    name: 'logo',
    entity: 'logo',
    method: 'PUT',
    path: '/api/logo/:id',
    list: '/api/logo',
    valid: { logo: '/uploads/new-logo.png' },
    invalid: { logo: '' },
    invalidFields: ['logo'],
  },
  {
    name: 'banner',
    entity: 'banner',
    method: 'PUT',
    path: '/api/edit-banner/:id',
    list: '/api/banner',
    valid: {
      bannerHeadingText1: 'New heading',
      bannerText: 'New text',
      btnText: 'Go',
      btnLink: '/pricing',
      youtubeLink: 'https://www.youtube.com/watch?v=abcdefghijk',
    },
    invalid: { bannerHeadingText1: '', bannerText: 'x' },
    invalidFields: ['bannerHeadingText1', 'btnText', 'btnLink', 'youtubeLink'],
  },
  {
    name: 'add feature',
    entity: 'feature',
    method: 'POST',
    path: '/api/add-feature',
    list: '/api/features',
    valid: { featureTitle: 'Added', featureDesc: 'Added desc', featureImg: '/uploads/f.png' },
    invalid: { featureTitle: 'No image', featureDesc: 'x' },
    invalidFields: ['featureImg'],
  },
  {
    name: 'edit feature',
    entity: 'feature',
    method: 'PUT',
    path: '/api/feature/:id',
    list: '/api/features',
    valid: { featureTitle: 'Edited feature', featureDesc: 'Edited desc' },
    invalid: { featureTitle: '  ', featureImg: '/x.png' },
    invalidFields: ['featureTitle', 'featureDesc'],
  },
  {
    name: 'features title',
    entity: 'featuresTitle',
    method: 'PUT',
    path: '/api/features-title/:id',
    list: '/api/features-title',
    valid: { title: 'New features title' },
    invalid: { title: { nested: true } },
  },
  {
    name: 'feature page two',
    entity: 'featurePageTwo',
    method: 'PUT',
    path: '/api/edit-feature-page-two/:id',
    list: '/api/feature-page-two',
    valid: { title: 'Two', reviewCount: 250 },
    invalid: { title: ['x'] },
  },
  {
    name: 'about',
    entity: 'about',
    method: 'PUT',
    path: '/api/edit-about/:id',
    list: '/api/about',
    valid: { title: 'About us now', subText: 'Sub' },
    invalid: { title: true },
  },
  {
    name: 'edit about service',
    entity: 'aboutService',
    method: 'PUT',
    path: '/api/edit-about-service/:id',
    list: '/api/about-services',
    valid: { title: 'Service edited', btnUrl: '/contact' },
    invalid: { title: false },
  },
  {
    name: 'add about service',
    entity: 'aboutService',
    method: 'POST',
    path: '/api/add-about-service',
    list: '/api/about-services',
    valid: {
      titleTop: 'Top',
      title: 'New service',
      description: 'Desc',
      imgLeft: '/l.png',
      imgRight: '/r.png',
      pointOne: '1',
      pointTwo: '2',
      pointThree: '3',
      btnText: 'Go',
      btnUrl: '/contact',
    },
    invalid: { title: 'Only a title' },
    invalidFields: ['titleTop', 'description', 'imgLeft', 'btnUrl'],
  },
  {
    name: 'speciality',
    entity: 'speciality',
    method: 'PUT',
    path: '/api/edit-speciality/:id',
    list: '/api/speciality',
    valid: { headingTitle: 'Special', TitleBoxFour: 'Four' },
    invalid: { headingTitle: {} },
  },
  {
    name: 'why choose',
    entity: 'whyChoose',
    method: 'PUT',
    path: '/api/edit-why-choose/:id',
    list: '/api/why-choose',
    valid: { title: 'Why us, really', TitleBoxTwo: 'Two' },
    invalid: { title: [] },
  },
  {
    name: 'road',
    entity: 'road',
    method: 'PUT',
    path: '/api/edit-road/:id',
    list: '/api/road',
    valid: fullRoad,
    invalid: { ...fullRoad, email: 'not-an-email', title: '' },
    invalidFields: ['email', 'title'],
  },
  {
    name: 'edit team member',
    entity: 'teamMember',
    method: 'PUT',
    path: '/api/team/:id',
    list: '/api/teams',
    valid: { personName: 'Renamed Person', twitter: 'https://x.com/renamed' },
    invalid: { personName: {} },
  },
  {
    name: 'add team member',
    entity: 'teamMember',
    method: 'POST',
    path: '/api/add-team',
    list: '/api/teams',
    valid: { personName: 'New Member', personTitle: 'Analyst', personImg: '/m.png' },
    invalid: { personName: true },
  },
  {
    name: 'team title',
    entity: 'teamTitle',
    method: 'PUT',
    path: '/api/edit-team-title/:id',
    list: '/api/team-title',
    valid: { titleTopText: 'Team', TitleOne: 'One', titleTwo: 'Two' },
    invalid: { TitleOne: [] },
  },
  {
    name: 'add testimonial',
    entity: 'testimonial',
    method: 'POST',
    path: '/api/testimonial',
    list: '/api/testimonials',
    valid: { personName: 'Ann', personTitle: 'CEO', personImg: '/a.png', desc: 'Great.' },
    invalid: { desc: {} },
  },
  {
    name: 'edit testimonial',
    entity: 'testimonial',
    method: 'PUT',
    path: '/api/testimonial/:id',
    list: '/api/testimonials',
    valid: { desc: 'Changed review text.' },
    invalid: { desc: [] },
  },
  {
    name: 'testimonial title',
    entity: 'testimonialsTitle',
    method: 'PUT',
    path: '/api/testimonial-title/:id',
    list: '/api/testimonials-title',
    valid: { titleTop: 'Reviews', titleOne: 'Kind words' },
    invalid: { titleOne: {} },
  },
  {
    name: 'add faq',
    entity: 'faq',
    method: 'POST',
    path: '/api/faq',
    list: '/api/faqs',
    valid: { question: 'New question?', answer: 'New answer.' },
    invalid: { question: {} },
  },
  {
    name: 'edit faq',
    entity: 'faq',
    method: 'PUT',
    path: '/api/faq/:id',
    list: '/api/faqs',
    valid: { question: 'Edited question?', answer: 'Edited answer.' },
    invalid: { answer: [] },
  },
  {
    name: 'edit faq (trailing slash)',
    entity: 'faq',
    method: 'PUT',
    path: '/api/faq/:id/',
    list: '/api/faqs',
    valid: { question: 'Slashed question?' },
    invalid: { question: true },
  },
  {
    name: 'faq title',
    entity: 'faqTitle',
    method: 'PUT',
    path: '/api/faq-title/:id',
    list: '/api/faqs-title',
    valid: { titleTopText: 'FAQ', titleOne: 'Asked', titleTwo: 'often' },
    invalid: { titleOne: {} },
  },
  {
    name: 'footer links',
    entity: 'footerLinks',
    method: 'PUT',
    path: '/api/footer-link/:id',
    list: '/api/footer-links',
    valid: { FooterAbout: 'About text', CopyRight: '© LeadVault' },
    invalid: { CopyRight: {} },
  },
  {
    name: 'footer links (trailing slash)',
    entity: 'footerLinks',
    method: 'PUT',
    path: '/api/footer-link/:id/',
    list: '/api/footer-links',
    valid: { FooterAbout: 'Slashed about text' },
    invalid: { FooterAbout: [] },
  },
  {
    name: 'footer social',
    entity: 'footerSocial',
    method: 'PUT',
    path: '/api/footer-social/:id',
    list: '/api/footer-social',
    valid: { instragram: 'https://www.instagram.com/leadvault' },
    invalid: { instragram: {} },
  },
  {
    name: 'contact info',
    entity: 'contactInfo',
    method: 'PUT',
    path: '/api/contact/:id',
    list: '/api/contact',
    valid: { titleOne: 'Say hello', phone: '+1 415 555 0100' },
    invalid: { phone: {} },
  },
];

async function activityCount(): Promise<number> {
  const [row] = await ctx.database.rows<{ count: number }>(
    sql`select count(*)::int as count from activity_log`,
  );
  return row?.count ?? -1;
}

type ActivityItem = {
  actorEmail: string;
  action: string;
  entity: string;
  entityId: string;
  summary: string;
  details: Record<string, unknown>;
};

/** The activity of one record, newest first, as the back office reads it. */
async function activityOf(entity: string, entityId: string): Promise<ActivityItem[]> {
  const response = await send(ctx.app, {
    url: `/api/activity?entity=${entity}&entityId=${entityId}&limit=10`,
    cookie: ctx.admin.cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function pathFor(write: WriteCase): Promise<string> {
  return write.path.includes(':id')
    ? write.path.replace(':id', await firstId(write.list))
    : write.path;
}

describe.each(WRITES)('write: $name ($method $path)', (write) => {
  it('answers 401 signed out and 403 to customers and managers, before looking at the input', async () => {
    const paths = [await pathFor(write), write.path.replace(':id', 'not-a-uuid')];
    const recorded = await activityCount();
    for (const url of paths) {
      for (const body of [write.valid, write.invalid]) {
        expectError(await send(ctx.app, { method: write.method, url, body }), 401, 'UNAUTHORIZED');
        for (const person of [ctx.customer, ctx.manager]) {
          expectError(
            await send(ctx.app, { method: write.method, url, body, cookie: person.cookie }),
            403,
            'FORBIDDEN',
          );
        }
      }
    }
    expect(await activityCount()).toBe(recorded);
  });

  it('answers 400 with field errors on invalid input, and records nothing', async () => {
    const recorded = await activityCount();
    const response = await send(ctx.app, {
      method: write.method,
      url: await pathFor(write),
      body: write.invalid,
      cookie: ctx.admin.cookie,
    });
    const error = expectValidationError(response);
    expect(error.code).toBe('VALIDATION_ERROR');
    const fields = (error.details as Array<{ field?: string }>).map((detail) => detail.field);
    for (const field of write.invalidFields ?? Object.keys(write.invalid)) {
      expect(fields).toContain(field);
    }
    expect(await activityCount()).toBe(recorded);
  });

  it('saves as Admin, answers the saved record, shows it on the public GET and records who did it', async () => {
    const before = await list(write.list);
    const response = await send(ctx.app, {
      method: write.method,
      url: await pathFor(write),
      body: { ...write.valid, unknownField: 'dropped', _id: 'ignored', position: 99 },
      cookie: ctx.admin.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json() as Item;
    const expected = Object.fromEntries(
      Object.entries(write.valid).map(([key, value]) => [key, String(value)]),
    );
    expect(saved).toMatchObject(expected);
    expect(saved).not.toHaveProperty('unknownField');
    expect(saved._id).not.toBe('ignored');
    const after = await list(write.list);
    expect(after.find((item) => item._id === saved._id)).toEqual(saved);
    expect(after).toHaveLength(write.method === 'POST' ? before.length + 1 : before.length);
    if (write.method === 'POST') expect(after.at(-1)?._id).toBe(saved._id);

    const [entry] = await activityOf(write.entity, saved._id);
    expect(entry).toMatchObject({
      actorEmail: ctx.admin.email,
      action: write.method === 'POST' ? 'content.create' : 'content.update',
      entity: write.entity,
      entityId: saved._id,
    });
    expect(entry?.summary).toMatch(write.method === 'POST' ? / added$/ : / updated/);
  });

  it.skipIf(write.method === 'POST')(
    'answers 404 for an unknown id or one that is not a uuid',
    async () => {
      for (const id of [UNKNOWN_ID, 'not-a-uuid', '1']) {
        expectError(
          await send(ctx.app, {
            method: write.method,
            url: write.path.replace(':id', id),
            body: write.valid,
            cookie: ctx.admin.cookie,
          }),
          404,
          'NOT_FOUND',
        );
      }
    },
  );
});

describe('the activity log of content writes', () => {
  it('names the changed fields of an update, with their old and new text', async () => {
    const [banner] = await list('/api/banner');
    if (!banner) throw new Error('no banner');
    const response = await send(ctx.app, {
      method: 'PUT',
      url: `/api/edit-banner/${banner._id}`,
      cookie: ctx.admin.cookie,
      body: { ...banner, bannerHeadingText1: 'Heading for the log', btnText: 'Start now' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [entry] = await activityOf('banner', banner._id);
    expect(entry).toMatchObject({
      actorEmail: ctx.admin.email,
      action: 'content.update',
      summary: 'Banner updated: Banner heading, Button text',
      details: {
        fields: ['bannerHeadingText1', 'btnText'],
        changes: {
          bannerHeadingText1: { from: banner.bannerHeadingText1, to: 'Heading for the log' },
          btnText: { from: banner.btnText, to: 'Start now' },
        },
      },
    });
  });

  it('says when a save changed nothing, and counts fields beyond three', async () => {
    const [road] = await list('/api/road');
    if (!road) throw new Error('no road');
    await send(ctx.app, {
      method: 'PUT',
      url: `/api/edit-road/${road._id}`,
      cookie: ctx.admin.cookie,
      body: road,
    });
    expect((await activityOf('road', road._id))[0]?.summary).toBe(
      'Call to action updated (no changes)',
    );
    await send(ctx.app, {
      method: 'PUT',
      url: `/api/edit-road/${road._id}`,
      cookie: ctx.admin.cookie,
      body: { ...road, title: 'T1', pointOne: 'P1', pointTwo: 'P2', btnText: 'B', desc: 'D' },
    });
    expect((await activityOf('road', road._id))[0]?.summary).toBe(
      'Call to action updated: Title, Point one, Point two and 2 more',
    );
  });

  it('names list records by their title when they are added, edited and deleted', async () => {
    const created = await send(ctx.app, {
      method: 'POST',
      url: '/api/faq',
      cookie: ctx.admin.cookie,
      body: { question: 'Is the log readable?', answer: 'Yes.' },
    });
    const id = (created.json() as Item)._id;
    await send(ctx.app, {
      method: 'PUT',
      url: `/api/faq/${id}`,
      cookie: ctx.admin.cookie,
      body: { answer: 'Yes, very.' },
    });
    const removed = await send(ctx.app, {
      method: 'DELETE',
      url: `/api/faq/${id}`,
      cookie: ctx.admin.cookie,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const entries = await activityOf('faq', id);
    expect(entries.map((entry) => [entry.action, entry.summary])).toEqual([
      ['content.delete', 'FAQ "Is the log readable?" deleted'],
      ['content.update', 'FAQ "Is the log readable?" updated: Answer'],
      ['content.create', 'FAQ "Is the log readable?" added'],
    ]);
    expect(entries.every((entry) => entry.actorEmail === ctx.admin.email)).toBe(true);
  });

  it('records package title saves too (they share the content writes)', async () => {
    const id = await firstId('/api/package-titles');
    const response = await send(ctx.app, {
      method: 'PUT',
      url: `/api/package-title/${id}`,
      cookie: ctx.admin.cookie,
      body: { titleOne: 'Plans for every team' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await activityOf('packageTitle', id))[0]).toMatchObject({
      action: 'content.update',
      summary: 'Package title updated: Title',
      actorEmail: ctx.admin.email,
    });
  });

  it('records nothing when the write fails (unknown id)', async () => {
    const recorded = await activityCount();
    expectError(
      await send(ctx.app, {
        method: 'PUT',
        url: `/api/faq/${UNKNOWN_ID}`,
        cookie: ctx.admin.cookie,
        body: { question: 'Nobody?' },
      }),
      404,
    );
    expectError(
      await send(ctx.app, {
        method: 'DELETE',
        url: `/api/faq/${UNKNOWN_ID}`,
        cookie: ctx.admin.cookie,
      }),
      404,
    );
    expect(await activityCount()).toBe(recorded);
  });

  it('lists the latest content changes for the settings hub', async () => {
    const response = await send(ctx.app, {
      url: '/api/activity?limit=5',
      cookie: ctx.admin.cookie,
    });
    expect(response.statusCode).toBe(200);
    const entries = response.json() as ActivityItem[];
    expect(entries).toHaveLength(5);
    expect(entries[0]).toMatchObject({ action: 'content.update', entity: 'packageTitle' });
  });
});

describe('an update keeps the fields it was not given', () => {
  it('changes only the sent fields of a feature; the image stays', async () => {
    const [feature] = await list('/api/features');
    const response = await send(ctx.app, {
      method: 'PUT',
      url: `/api/feature/${feature?._id}`,
      cookie: ctx.admin.cookie,
      body: { featureTitle: 'Only the title', featureDesc: 'And the description' },
    });
    expect(response.json()).toEqual({
      ...feature,
      featureTitle: 'Only the title',
      featureDesc: 'And the description',
    });
  });

  it('stores text trimmed and an emptied field as empty', async () => {
    const id = await firstId('/api/contact');
    const response = await send(ctx.app, {
      method: 'PUT',
      url: `/api/contact/${id}`,
      cookie: ctx.admin.cookie,
      body: { titleOne: '  Padded  ', img: null },
    });
    expect(response.json()).toMatchObject({ titleOne: 'Padded', img: '' });
  });
});

const DELETES: Array<[string, string, string, Record<string, string>]> = [
  [
    '/api/feature/',
    '/api/features',
    '/api/add-feature',
    { featureTitle: 'T', featureDesc: 'D', featureImg: '/i.png' },
  ],
  [
    '/api/about-service/',
    '/api/about-services',
    '/api/add-about-service',
    {
      titleTop: 'a',
      title: 'b',
      description: 'c',
      imgLeft: 'd',
      imgRight: 'e',
      pointOne: 'f',
      pointTwo: 'g',
      pointThree: 'h',
      btnText: 'i',
      btnUrl: 'j',
    },
  ],
  ['/api/team/', '/api/teams', '/api/add-team', { personName: 'Gone soon' }],
  [
    '/api/testimonial/',
    '/api/testimonials',
    '/api/testimonial',
    { personName: 'Gone soon', desc: 'Short-lived review.' },
  ],
  ['/api/faq/', '/api/faqs', '/api/faq', { question: 'Gone soon?', answer: 'Yes.' }],
];

describe.each(DELETES)('DELETE %s:id', (prefix, listPath, createPath, body) => {
  it('is Admin-only, removes the record from the public list and then answers 404', async () => {
    const created = await send(ctx.app, {
      method: 'POST',
      url: createPath,
      body,
      cookie: ctx.admin.cookie,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json() as Item)._id;
    const url = `${prefix}${id}`;
    expectError(await send(ctx.app, { method: 'DELETE', url }), 401);
    expectError(await send(ctx.app, { method: 'DELETE', url, cookie: ctx.customer.cookie }), 403);
    expectError(await send(ctx.app, { method: 'DELETE', url, cookie: ctx.manager.cookie }), 403);
    expect((await list(listPath)).some((item) => item._id === id)).toBe(true);

    const removed = await send(ctx.app, { method: 'DELETE', url, cookie: ctx.admin.cookie });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()._id).toBe(id);
    expect((await list(listPath)).some((item) => item._id === id)).toBe(false);
    expectError(await send(ctx.app, { url }), 404);
    expectError(await send(ctx.app, { method: 'DELETE', url, cookie: ctx.admin.cookie }), 404);
    expectError(
      await send(ctx.app, { method: 'DELETE', url: `${prefix}nope`, cookie: ctx.admin.cookie }),
      404,
    );
  });
});

describe('content that would publish an empty card (issue 11 item 1)', () => {
  const EMPTY_ADDS: Array<{ path: string; list: string; fields: Record<string, string> }> = [
    {
      path: '/api/testimonial',
      list: '/api/testimonials',
      fields: {
        personName: 'Enter the name of the person who wrote the review.',
        desc: 'Enter the review text.',
      },
    },
    {
      path: '/api/faq',
      list: '/api/faqs',
      fields: { question: 'Enter the question.', answer: 'Enter the answer.' },
    },
    {
      path: '/api/add-team',
      list: '/api/teams',
      fields: { personName: "Enter the team member's name." },
    },
  ];

  it.each(EMPTY_ADDS)(
    'refuses an empty add form at $path with a sentence per field',
    async (add) => {
      const before = await list(add.list);
      for (const body of [{}, Object.fromEntries(Object.keys(add.fields).map((f) => [f, '  ']))]) {
        const response = await send(ctx.app, {
          method: 'POST',
          url: add.path,
          body: { ...body, personTitle: 'Only a title' },
          cookie: ctx.admin.cookie,
        });
        const error = expectValidationError(response);
        expect(error.details).toEqual(
          Object.entries(add.fields).map(([field, message]) => ({ field, message })),
        );
      }
      expect(await list(add.list)).toHaveLength(before.length);
    },
  );

  it('lets an update leave a card field out, but not empty it', async () => {
    const [review] = await list('/api/testimonials');
    if (!review) throw new Error('no testimonial');
    const emptied = await send(ctx.app, {
      method: 'PUT',
      url: `/api/testimonial/${review._id}`,
      body: { personName: '', desc: ' ' },
      cookie: ctx.admin.cookie,
    });
    expect(expectValidationError(emptied).details).toEqual([
      { field: 'personName', message: 'Enter the name of the person who wrote the review.' },
      { field: 'desc', message: 'Enter the review text.' },
    ]);
    const titleOnly = await send(ctx.app, {
      method: 'PUT',
      url: `/api/testimonial/${review._id}`,
      body: { personTitle: 'Head of Growth' },
      cookie: ctx.admin.cookie,
    });
    expect(titleOnly.statusCode, titleOnly.body).toBe(200);
    expect(titleOnly.json()).toMatchObject({ personName: review.personName, desc: review.desc });

    const [faqTitle] = await list('/api/faqs-title');
    const blankHeading = await send(ctx.app, {
      method: 'PUT',
      url: `/api/faq-title/${faqTitle?._id}`,
      body: { titleOne: '' },
      cookie: ctx.admin.cookie,
    });
    expect(expectValidationError(blankHeading).details).toEqual([
      { field: 'titleOne', message: 'Enter the title (1st part).' },
    ]);
  });

  it('answers an emptied banner heading with a sentence for staff, not a validator text', async () => {
    const response = await send(ctx.app, {
      method: 'PUT',
      url: `/api/edit-banner/${await firstId('/api/banner')}`,
      body: { bannerHeadingText1: '', bannerText: 'x', btnText: 'Go', btnLink: '/pricing' },
      cookie: ctx.admin.cookie,
    });
    expect(expectValidationError(response).details).toEqual([
      { field: 'bannerHeadingText1', message: "Enter the banner's first heading line." },
      {
        field: 'youtubeLink',
        message:
          'Enter the link of the video the banner plays, like https://www.youtube.com/watch?v=...',
      },
    ]);
  });
});

describe('seeding', () => {
  const countAll = async () => {
    const tables = [
      'logo',
      'banner',
      'features',
      'features_title',
      'feature_page_two',
      'about',
      'about_services',
      'speciality',
      'why_choose',
      'road',
      'team_members',
      'team_title',
      'testimonials',
      'testimonials_title',
      'faqs',
      'faq_title',
      'footer_links',
      'footer_social',
      'contact_info',
      'package_titles',
      'payment_settings',
      'packages',
    ];
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const [row] = await ctx.database.rows<{ count: number }>(
        sql.raw(`select count(*)::int as count from "${table}"`),
      );
      counts[table] = row?.count ?? -1;
    }
    return counts;
  };

  it('fills every table of a fresh store once; running it again changes nothing', async () => {
    const fresh = await buildTestApp();
    try {
      const empty = await countAll();
      expect(Object.values(empty).every((count) => count === 0)).toBe(true);
      const summary = await seedContent(fresh.database.db);
      expect(summary).toMatchObject({ features: 4, testimonials: 6, packages: 3, logo: 1 });
      const once = await countAll();
      expect(once).toMatchObject({
        logo: 1,
        banner: 1,
        features: 4,
        about_services: 3,
        team_members: 4,
        testimonials: 6,
        faqs: 7,
        packages: 3,
        payment_settings: 1,
      });
      expect(Object.values(once).every((count) => count >= 1)).toBe(true);
      expect(await seedContent(fresh.database.db)).toEqual({});
      expect(await countAll()).toEqual(once);
      const [payment] = await fresh.database.rows<{ email: string }>(
        sql`select email from payment_settings`,
      );
      expect(payment?.email).toBe('');
    } finally {
      await fresh.app.close();
    }
  });

  it('leaves a list staff emptied on purpose empty, and restores a missing single record', async () => {
    const fresh = await buildTestApp();
    try {
      await seedContent(fresh.database.db);
      await fresh.database.rows(sql`delete from faqs`);
      await fresh.database.rows(sql`delete from banner`);
      expect(await seedContent(fresh.database.db)).toEqual({ banner: 1 });
      const counts = await countAll();
      expect(counts.faqs).toBe(0);
      expect(counts.banner).toBe(1);
    } finally {
      await fresh.app.close();
    }
  });

  it('never runs from buildApp: tests start from empty tables', async () => {
    const fresh = await buildTestApp();
    try {
      expect((await send(fresh.app, { url: '/api/banner' })).json()).toEqual([]);
    } finally {
      await fresh.app.close();
    }
  });
});
