import { describe, expect, it } from 'vitest';
import { type FetchedImage, imageDataUri, inlinePreloadedImages } from './inline-images.ts';

const svg = (body: string): FetchedImage => ({
  contentType: 'image/svg+xml',
  body: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`),
});

describe('imageDataUri', () => {
  it('writes an SVG as text and a small raster picture as base64', () => {
    expect(imageDataUri(svg('<rect width="1"/>'))).toBe(
      'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22%3E%3Crect width=%221%22/%3E%3C/svg%3E',
    );
    const png = { contentType: 'image/png', body: Buffer.from([137, 80, 78, 71]) };
    expect(imageDataUri(png)).toBe('data:image/png;base64,iVBORw==');
  });

  it('keeps every quote of the picture (a font list in an attribute, say)', () => {
    const text = '<text font-family="Inter, \'Segoe UI\', sans-serif">#1 100%</text>';
    const uri = imageDataUri(svg(text)) ?? '';
    expect(uri).not.toMatch(/["#&]/);
    expect(decodeURIComponent(uri.slice(uri.indexOf(',') + 1))).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg">${text}</svg>`,
    );
  });

  it('leaves out what is too large or not a picture', () => {
    expect(imageDataUri(svg('x'.repeat(17 * 1024)))).toBeUndefined();
    expect(
      imageDataUri({ contentType: 'image/webp', body: Buffer.alloc(5 * 1024) }),
    ).toBeUndefined();
    expect(
      imageDataUri({ contentType: 'application/json', body: Buffer.from('{}') }),
    ).toBeUndefined();
    expect(imageDataUri({ contentType: 'text/html', body: Buffer.from('<svg/>') })).toBeUndefined();
  });
});

describe('inlinePreloadedImages', () => {
  const page = [
    '<link rel="preload" as="image" href="/images/hero.svg" fetchPriority="high"/>',
    '<link rel="preload" as="image" href="/uploads/big.webp"/>',
    '<link rel="preload" as="image" href="//elsewhere.example/x.svg"/>',
    '<img src="/images/hero.svg" alt="Hero"/><img src="/uploads/big.webp" alt=""/>',
  ].join('');

  it('inlines the small preloaded pictures, keeps the rest, and never leaves this site', async () => {
    const asked: string[] = [];
    const { html, images } = await inlinePreloadedImages(page, async (url) => {
      asked.push(url);
      if (url === '/images/hero.svg') return svg('<text>Tom &amp; "Jerry"</text>');
      return { contentType: 'image/webp', body: Buffer.alloc(50 * 1024) };
    });
    expect(asked).toEqual(['/images/hero.svg', '/uploads/big.webp']);
    expect(Object.keys(images)).toEqual(['/images/hero.svg']);
    // Nothing in the address can end the attribute or start an HTML entity.
    const hero = images['/images/hero.svg'];
    expect(hero).toContain('%3Ctext%3ETom %26amp%3B %22Jerry%22%3C/text%3E');
    expect(decodeURIComponent(hero?.slice(hero.indexOf(',') + 1) ?? '')).toContain(
      '<text>Tom &amp; "Jerry"</text>',
    );
    expect(html).toContain(`<img src="${hero}" alt="Hero"/>`);
    expect(html).not.toContain('href="/images/hero.svg"');
    expect(html).toContain('<link rel="preload" as="image" href="/uploads/big.webp"/>');
    expect(html).toContain('<img src="/uploads/big.webp" alt=""/>');
    expect(html).toContain('href="//elsewhere.example/x.svg"');
  });

  it('changes nothing when a picture cannot be read', async () => {
    const result = await inlinePreloadedImages(page, async () => undefined);
    expect(result).toEqual({ html: page, images: {} });
  });
});
