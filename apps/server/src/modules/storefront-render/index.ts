export { allowScript } from './deferred-entry.ts';
export { canHoldPages, type PageDocument } from './document.ts';
export { type Encoding, preferredEncoding } from './encodings.ts';
export { PageCache } from './page-cache.ts';
export { loadStorefront, type Storefront, type StorefrontPage } from './renderer.ts';
export { registerSeoRoutes, robotsTxt, sitemapXml } from './seo.ts';
