import { LEAD_PAGE_SIZE, LEAD_PREVIEW_PAGES, LeadPreviewPage } from '@leadvault/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectError,
  expectValidationError,
  freshAddress,
  send,
  signInAs,
  useTestApp,
} from '../../../test/helpers.ts';
import { insertLeads } from './test-leads.ts';

const PER_ADDRESS = 6;
const ctx = useTestApp({ env: { LEADS_PREVIEW_RATE_LIMIT: String(PER_ADDRESS) } });

let suppressedId = '';
let keptId = '';

beforeAll(async () => {
  [keptId = '', suppressedId = ''] = await insertLeads(ctx.database, [
    {
      firstName: 'Greta',
      lastName: 'Previewson',
      companyName: 'Peekaboo Analytics',
      companyDomain: 'peekaboo.example',
      email: 'greta@peekaboo.example',
      linkedinUrl: 'https://www.linkedin.com/in/greta-previewson',
      country: 'DE',
      seniority: 'director',
    },
    {
      firstName: 'Hidden',
      lastName: 'Person',
      companyName: 'Peekaboo Analytics',
      companyDomain: 'peekaboo.example',
      email: 'hidden@peekaboo.example',
      country: 'DE',
    },
    {
      firstName: 'Otto',
      lastName: 'Elsewhere',
      companyName: 'Peekaboo Analytics',
      companyDomain: 'peekaboo.example',
      email: 'otto@peekaboo.example',
      country: 'FR',
    },
  ]);
  await ctx.database.rows(sql`update leads set suppressed_at = now() where id = ${suppressedId}`);
  // Enough leads of one company for the paging limit to show.
  await insertLeads(
    ctx.database,
    Array.from({ length: LEAD_PAGE_SIZE * LEAD_PREVIEW_PAGES + 5 }, (_, index) => ({
      companyName: 'Pagemany Corp',
      companyDomain: 'pagemany.example',
      email: `p${index}@pagemany.example`,
    })),
  );
});

const preview = (query: string, remoteAddress = freshAddress()) =>
  send(ctx.app, { url: `/api/leads/preview?${query}`, remoteAddress });

describe('GET /api/leads/preview', () => {
  it('needs no account and answers leads without their e-mail, LinkedIn or last name', async () => {
    const response = await preview('q=peekaboo');
    expect(response.statusCode).toBe(200);
    const page = LeadPreviewPage.parse(response.json());
    const greta = page.items.find((lead) => lead._id === keptId);
    expect(greta).toMatchObject({
      firstName: 'Greta',
      lastInitial: 'P',
      companyName: 'Peekaboo Analytics',
      country: 'DE',
      emailStatus: 'valid',
    });
    expect(response.body).not.toContain('@peekaboo.example');
    expect(response.body).not.toContain('Previewson');
    expect(response.body).not.toContain('linkedin');
    expect(greta).not.toHaveProperty('email');
  });

  it('never shows a suppressed lead, in the rows or the count', async () => {
    const page = LeadPreviewPage.parse((await preview('q=peekaboo')).json());
    expect(page.items.map((lead) => lead._id)).not.toContain(suppressedId);
    expect(page.total).toBe(2);
  });

  it('applies the search filters', async () => {
    const page = LeadPreviewPage.parse(
      (await preview('q=peekaboo&country=de&seniority=director')).json(),
    );
    expect(page.items.map((lead) => lead._id)).toEqual([keptId]);
    expect(page.total).toBe(1);
    const byDomain = LeadPreviewPage.parse(
      (await preview('domain=https://www.peekaboo.example/about&country=FR')).json(),
    );
    expect(byDomain.items.map((lead) => lead.firstName)).toEqual(['Otto']);
    expectValidationError(await preview('seniority=emperor'));
  });

  it('pages by cursor for a few pages only', async () => {
    let cursor: string | null = null;
    const seen = new Set<string>();
    let pages = 0;
    do {
      const query: string = `q=pagemany${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = LeadPreviewPage.parse((await preview(query)).json());
      expect(page.items).toHaveLength(LEAD_PAGE_SIZE);
      for (const lead of page.items) seen.add(lead._id);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(LEAD_PREVIEW_PAGES);
    expect(seen.size).toBe(LEAD_PAGE_SIZE * LEAD_PREVIEW_PAGES);
    expectError(await preview('q=pagemany&cursor=not-a-cursor'), 400, 'INVALID_CURSOR');
  });

  it('answers the same to a signed-in person: no e-mail, no credits', async () => {
    const person = await signInAs(ctx.app, 'Customer');
    const response = await send(ctx.app, {
      url: '/api/leads/preview?q=peekaboo',
      cookie: person.cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('@peekaboo.example');
    const credits = await send(ctx.app, { url: '/api/credits', cookie: person.cookie });
    expect(credits.json()).toMatchObject({ balance: 5 });
  });

  it('is limited per client address, with RateLimit headers and 429 Retry-After', async () => {
    const address = freshAddress();
    for (let call = 1; call <= PER_ADDRESS; call += 1) {
      const response = await preview('q=peekaboo', address);
      expect(response.statusCode).toBe(200);
      expect(response.headers['ratelimit-limit']).toBe(String(PER_ADDRESS));
      expect(response.headers['ratelimit-remaining']).toBe(String(PER_ADDRESS - call));
    }
    const refused = await preview('q=peekaboo', address);
    expectError(refused, 429, 'RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(Number(refused.headers['ratelimit-reset'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await preview('q=peekaboo')).statusCode).toBe(200);
  });
});
