/**
 * The most a picture above the fold may weigh to be written into the page: an SVG is text that
 * compresses with the page (the home page's 12.7 KB hero adds 1.8 KB of brotli); other pictures
 * go in as base64, which does not compress, so only icon-sized ones (Vite's own inline limit).
 */
const LIMIT_BYTES = { svg: 16 * 1024, other: 4 * 1024 } as const;
const INLINE_TYPES = new Set([
  'image/svg+xml',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
]);

/** React's preload of an eager `<img>`, hoisted into the page's head (no srcset in this app). */
const PRELOADED_IMAGE = /<link rel="preload" as="image" href="(\/(?!\/)[^"]*)"[^>]*\/>/g;

/** Characters a data: address may hold as they are: they keep an SVG readable and compressible. */
const PLAIN_IN_DATA_URI = /%(20|2C|2F|3A|3D)/g;

/**
 * An SVG as a data: address: percent-encoded, so no quote, `&`, `#` or `%` of the picture can
 * end the attribute or the address, with spaces, `,`, `/`, `:` and `=` left as they are.
 */
function svgDataUri(svg: string): string {
  const encoded = encodeURIComponent(svg.trim().replace(/\s+/g, ' ')).replace(
    PLAIN_IN_DATA_URI,
    (_escape, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return `data:image/svg+xml,${encoded}`;
}

/** A picture as this server answers it. */
export type FetchedImage = { contentType: string; body: Buffer };

/** The data: address for a picture, or undefined when it is too large or not a picture. */
export function imageDataUri({ contentType, body }: FetchedImage): string | undefined {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!INLINE_TYPES.has(type)) return undefined;
  if (type === 'image/svg+xml') {
    return body.length <= LIMIT_BYTES.svg ? svgDataUri(body.toString('utf8')) : undefined;
  }
  return body.length <= LIMIT_BYTES.other
    ? `data:${type};base64,${body.toString('base64')}`
    : undefined;
}

/**
 * Writes the small pictures a rendered page preloads (those above the fold) into its HTML as
 * data: addresses and drops their preloads (decision 027): on a phone on HTTP/1.1 each one
 * would otherwise open a connection of its own beside the stylesheet before the first paint.
 * Returns the page and the addresses it inlined, which the browser's first render must use too.
 */
export async function inlinePreloadedImages(
  html: string,
  fetchImage: (url: string) => Promise<FetchedImage | undefined>,
): Promise<{ html: string; images: Record<string, string> }> {
  const images: Record<string, string> = {};
  for (const [, href] of html.matchAll(PRELOADED_IMAGE)) {
    if (href === undefined || href.includes('&') || href in images) continue;
    const image = await fetchImage(href);
    const dataUri = image && imageDataUri(image);
    if (dataUri) images[href] = dataUri;
  }
  let inlined = html.replace(PRELOADED_IMAGE, (link, href: string) => (href in images ? '' : link));
  for (const [href, dataUri] of Object.entries(images)) {
    // Percent-encoded or base64: nothing in the address needs escaping in an attribute.
    inlined = inlined.replaceAll(`src="${href}"`, () => `src="${dataUri}"`);
  }
  return { html: inlined, images };
}
