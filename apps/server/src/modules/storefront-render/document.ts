import { createHash } from 'node:crypto';

/** The parts of the built web entry (apps/web/src/entry-server.tsx) the server relies on. */
export type PageMeta = { title: string; description: string };
export type RenderedPage = {
  status: number;
  meta: PageMeta;
  noIndex: boolean;
  html: string;
  data: unknown;
};

/** A whole HTML answer and its strong entity tag. */
export type PageDocument = { status: number; body: string; etag: string };

const ROOT_ELEMENT = '<div id="root"></div>';

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** JSON that cannot end its `<script>` element early (`</script>`, `<!--`). */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/**
 * React puts a page's `<title>`, `<meta>` and `<link>` (hoistables) before the markup when it
 * renders part of a document; they belong in `<head>`, where the browser's React finds them.
 */
function splitHoisted(html: string): { hoisted: string; body: string } {
  const leading = /^(?:<title>[^<]*<\/title>|<(?:link|meta)\b[^>]*\/?>)+/.exec(html);
  const hoisted = leading?.[0] ?? '';
  return { hoisted, body: html.slice(hoisted.length) };
}

/** True when the built index.html has what a rendered page is put into. */
export function canHoldPages(template: string): boolean {
  return (
    template.includes(ROOT_ELEMENT) && template.includes('</head>') && template.includes('</body>')
  );
}

/**
 * The built index.html with a rendered page in #root, its title, description, canonical address
 * and Open Graph tags in the head, and the hydration data as JSON (not executed: the CSP
 * forbids inline scripts).
 */
export function composeDocument({
  template,
  page,
  url,
  dataElementId,
}: {
  template: string;
  page: RenderedPage;
  /** The page's absolute address (PUBLIC_URL + path); none for the 404. */
  url: string | undefined;
  dataElementId: string;
}): PageDocument {
  const { hoisted, body } = splitHoisted(page.html);
  const title = escapeHtml(page.meta.title);
  const description = escapeHtml(page.meta.description);
  const head = [
    hoisted.includes('<title>') ? '' : `<title>${title}</title>`,
    hoisted,
    `<meta name="description" content="${description}" />`,
    page.noIndex ? '<meta name="robots" content="noindex" />' : '',
    url ? `<link rel="canonical" href="${escapeHtml(url)}" />` : '',
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="LeadVault" />',
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    url ? `<meta property="og:url" content="${escapeHtml(url)}" />` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  const html = template
    // The template's own title and description are the shell's; the page brings its own.
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace('</head>', () => `    ${head}\n  </head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${body}</div>`)
    .replace(
      '</body>',
      () =>
        `<script type="application/json" id="${dataElementId}">${scriptSafeJson(page.data)}</script>\n  </body>`,
    );
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  return { status: page.status, body: html, etag };
}
